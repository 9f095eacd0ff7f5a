import Foundation
import SharedCore
import SharedPlatform

/// A deterministic, **non-cryptographic** `CryptoProvider` for tests that need stable digests
/// without the platform crypto: "SHA-256" is four FNV-1a-64 lanes (32 bytes) over the input,
/// and "HMAC" is that digest over key ‖ message. Equal inputs give equal outputs; nothing more.
/// The other operations (AES-GCM, random bytes, ECDSA) delegate to the platform's `SystemCrypto`.
public struct StubDigestCrypto: CryptoProvider {
  /// Creates the stub.
  public init() {}

  /// 32 bytes derived from `data` by four differently seeded FNV-1a-64 passes.
  public func sha256(_ data: Data) -> Data {
    var output = Data()
    for lane in UInt64(0)..<4 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (lane &* 0x9E37_79B9_7F4A_7C15)
      for byte in data {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
      withUnsafeBytes(of: hash.bigEndian) { output.append(contentsOf: $0) }
    }
    return output
  }

  /// The stub digest of `key` followed by `message`.
  public func hmacSHA256(key: Data, message: Data) -> Data {
    sha256(key + message)
  }

  /// Delegates to `SystemCrypto`.
  public func aesGCMSeal(_ plaintext: Data, key: Data, authenticating aad: Data) throws(CryptoError) -> AESGCMSealedBox {
    try SystemCrypto().aesGCMSeal(plaintext, key: key, authenticating: aad)
  }

  /// Delegates to `SystemCrypto`.
  public func aesGCMOpen(_ box: AESGCMSealedBox, key: Data, authenticating aad: Data) throws(CryptoError) -> Data {
    try SystemCrypto().aesGCMOpen(box, key: key, authenticating: aad)
  }

  /// Delegates to `SystemCrypto`.
  public func randomBytes(count: Int) throws(CryptoError) -> Data {
    try SystemCrypto().randomBytes(count: count)
  }

  /// Delegates to `SystemCrypto`.
  public func isValidP256Signature(
    _ signature: Data, format: ECDSASignatureFormat, for message: Data, publicKey: Data
  ) throws(CryptoError) -> Bool {
    try SystemCrypto().isValidP256Signature(signature, format: format, for: message, publicKey: publicKey)
  }
}
