#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto
  import Foundation
  import SharedCore

  extension LibCryptoBackend {
    /// Imports `point` (an uncompressed X9.63 point, 65 bytes, prefix `04`) as a P-256 key.
    static func p256SignatureVerifier(point: Data) throws(CryptoError) -> LibCryptoP256Verifier {
      LibCryptoP256Verifier(owning: try publicKey(point: point))
    }

    /// ECDSA P-256 / SHA-256 verification of `signature` by `key` with `EVP_DigestVerify`, in a
    /// context of its own.
    static func isValidP256Signature(
      _ signature: Data,
      format: ECDSASignatureFormat,
      for message: Data,
      key: OpaquePointer
    ) throws(CryptoError) -> Bool {
      let der = try derSignature(signature, format: format)
      guard let context = EVP_MD_CTX_new() else { throw libraryFailure("EVP_MD_CTX_new") }
      defer { EVP_MD_CTX_free(context) }
      guard EVP_DigestVerifyInit(context, nil, LibCryptoAlgorithms.sha256, nil, key) == 1 else {
        throw libraryFailure("EVP_DigestVerifyInit")
      }
      let status = der.withOpenSSLBytes { signatureBytes, signatureCount in
        message.withOpenSSLBytes { messageBytes, messageCount in
          EVP_DigestVerify(context, signatureBytes, signatureCount, messageBytes, messageCount)
        }
      }
      // 1 = valid; 0 = does not verify; < 0 = the signature could not be processed at all
      // (e.g. r or s out of range). Both failures fail closed.
      ERR_clear_error()
      return status == 1
    }

    // MARK: - Key import

    /// Imports `point` as a P-256 public key, which OpenSSL accepts only if it lies on the curve.
    ///
    /// The key starts as a copy of ``LibCryptoAlgorithms/p256Parameters``, so the curve's group is
    /// copied rather than built from its name for every key (building it costs four times the
    /// rest of the import). `EVP_PKEY_set1_encoded_public_key` decodes the point with
    /// `EC_POINT_oct2point`, which rejects coordinates that do not satisfy the curve equation. The
    /// point at infinity, which no further check is needed for, has no 65-byte encoding; and on
    /// P-256, whose cofactor is 1, every point on the curve is in the prime-order group.
    private static func publicKey(point: Data) throws(CryptoError) -> OpaquePointer {
      guard let parameters = LibCryptoAlgorithms.p256Parameters else {
        throw libraryFailure("EVP_PKEY_fromdata(P-256 parameters)")
      }
      guard let key = EVP_PKEY_dup(parameters) else { throw libraryFailure("EVP_PKEY_dup") }
      let imported = point.withOpenSSLBytes { bytes, count in EVP_PKEY_set1_encoded_public_key(key, bytes, count) }
      guard imported == 1 else {
        EVP_PKEY_free(key)
        ERR_clear_error()
        throw .invalidPublicKey(reason: "not a point on P-256")
      }
      return key
    }

    // MARK: - Signature encoding

    /// The strict DER encoding of `signature`: raw `r || s` is converted with `ECDSA_SIG`; DER
    /// input must parse and re-encode to exactly the same bytes (no BER, no trailing data).
    private static func derSignature(_ signature: Data, format: ECDSASignatureFormat) throws(CryptoError) -> Data {
      switch format {
      case .raw:
        guard signature.count == 64 else {
          throw .invalidSignatureEncoding(reason: "raw P-256 signature must be 64 bytes, got \(signature.count)")
        }
        guard let parsed = ECDSA_SIG_new() else { throw libraryFailure("ECDSA_SIG_new") }
        defer { ECDSA_SIG_free(parsed) }
        let assigned = signature.withOpenSSLBytes { bytes, _ in
          let r = BN_bin2bn(bytes, 32, nil)
          let s = BN_bin2bn(bytes + 32, 32, nil)
          guard let r, let s, ECDSA_SIG_set0(parsed, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            return false
          }
          return true
        }
        guard assigned else { throw libraryFailure("ECDSA_SIG_set0") }
        return try encode(parsed)
      case .der:
        guard (8...72).contains(signature.count) else {
          throw .invalidSignatureEncoding(reason: "DER P-256 signature must be 8...72 bytes, got \(signature.count)")
        }
        let parsed = signature.withOpenSSLBytes { bytes, count -> OpaquePointer? in
          var cursor: UnsafePointer<UInt8>? = bytes
          return d2i_ECDSA_SIG(nil, &cursor, count)
        }
        guard let parsed else {
          ERR_clear_error()
          throw .invalidSignatureEncoding(reason: "not a DER ECDSA-Sig-Value")
        }
        defer { ECDSA_SIG_free(parsed) }
        guard try encode(parsed) == signature else {
          throw .invalidSignatureEncoding(reason: "not strict DER (non-minimal encoding or trailing bytes)")
        }
        return Data(signature)
      }
    }

    /// `i2d_ECDSA_SIG` into a buffer of the size it asks for.
    private static func encode(_ signature: OpaquePointer) throws(CryptoError) -> Data {
      let length = i2d_ECDSA_SIG(signature, nil)
      guard length > 0 else { throw libraryFailure("i2d_ECDSA_SIG") }
      var bytes = [UInt8](repeating: 0, count: Int(length))
      let written = bytes.withUnsafeMutableBufferPointer { buffer in
        var cursor = buffer.baseAddress
        return i2d_ECDSA_SIG(signature, &cursor)
      }
      guard written == length else { throw libraryFailure("i2d_ECDSA_SIG") }
      return Data(bytes)
    }
  }
#endif
