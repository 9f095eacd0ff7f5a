#if canImport(CBenchCrypto)
  import CBenchCrypto
  import Foundation

  /// The floor of ECDSA P-256 verification on this machine: libcrypto called directly, the key
  /// parsed once (`d2i_PUBKEY`), each signature already DER, one `EVP_DigestVerify` per check.
  final class RawP256Verifier {
    private let key: OpaquePointer

    /// The key of an uncompressed point (`04 || X || Y`), wrapped in its SubjectPublicKeyInfo.
    init?(point: Data) {
      let prefix: [UInt8] = [
        0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01, 0x06, 0x08, 0x2A, 0x86, 0x48,
        0xCE, 0x3D, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
      ]
      let der = prefix + [UInt8](point)
      let parsed = der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
        var cursor = buffer.baseAddress
        return d2i_PUBKEY(nil, &cursor, buffer.count)
      }
      guard let parsed else { return nil }
      key = parsed
    }

    deinit { EVP_PKEY_free(key) }

    /// Whether the DER `signature` of `message` verifies.
    func verify(der signature: [UInt8], message: [UInt8]) -> Bool {
      guard let context = EVP_MD_CTX_new() else { return false }
      defer { EVP_MD_CTX_free(context) }
      guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
      return EVP_DigestVerify(context, signature, signature.count, message, message.count) == 1
    }

    /// The DER `ECDSA-Sig-Value` of a raw `r || s` signature.
    static func der(raw: Data) -> [UInt8] {
      func integer(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var value = Array(bytes.drop { $0 == 0 })
        if value.isEmpty || value[0] & 0x80 != 0 { value.insert(0, at: 0) }
        return [0x02, UInt8(value.count)] + value
      }
      let bytes = [UInt8](raw)
      let body = integer(bytes[0..<32]) + integer(bytes[32..<64])
      return [0x30, UInt8(body.count)] + body
    }
  }
#endif
