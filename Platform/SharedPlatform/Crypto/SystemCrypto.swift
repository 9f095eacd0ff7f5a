import Foundation
import SharedCore

/// The platform's own cryptography behind `CryptoProvider`: CryptoKit on Apple platforms and the
/// system libcrypto (OpenSSL 3) on Linux.
///
/// No primitive is implemented here; this type validates inputs, seals every box under a fresh
/// random nonce and maps each library's failures onto `CryptoError`. It is a stateless value, safe
/// to share.
public struct SystemCrypto: CryptoProvider {
  /// The AES-256 key length in bytes.
  static let aesKeyByteCount = 32

  #if canImport(CryptoKit)
    typealias Backend = CryptoKitBackend
  #else
    typealias Backend = LibCryptoBackend
  #endif

  /// Creates the provider.
  public init() {}

  /// The SHA-256 digest of `data` (FIPS 180-4).
  public func sha256(_ data: Data) -> Data {
    Backend.sha256(data)
  }

  /// The HMAC-SHA-256 of `message` under `key` (RFC 2104, RFC 4231).
  public func hmacSHA256(key: Data, message: Data) -> Data {
    Backend.hmacSHA256(key: key, message: message)
  }

  /// Seals `plaintext` with AES-256-GCM under a fresh random 12-byte nonce.
  public func aesGCMSeal(
    _ plaintext: Data,
    key: Data,
    authenticating aad: Data
  ) throws(CryptoError) -> AESGCMSealedBox {
    try Self.checkKey(key)
    return try Backend.aesGCMSeal(plaintext, key: key, aad: aad)
  }

  /// Opens an AES-256-GCM box, failing with `CryptoError/authenticationFailure` on any change.
  public func aesGCMOpen(
    _ box: AESGCMSealedBox,
    key: Data,
    authenticating aad: Data
  ) throws(CryptoError) -> Data {
    try Self.checkKey(key)
    return try Backend.aesGCMOpen(box, key: key, aad: aad)
  }

  /// `count` bytes from the system CSPRNG (`SecRandomCopyBytes` on Apple, `getrandom(2)` on Linux).
  public func randomBytes(count: Int) throws(CryptoError) -> Data {
    guard count > 0 else {
      guard count == 0 else { throw .libraryFailure(operation: "randomBytes(count: \(count))", code: 0) }
      return Data()
    }
    return try Backend.randomBytes(count: count)
  }

  /// Verifies an ECDSA P-256 / SHA-256 signature (FIPS 186-5), parsing `publicKey` for this call
  /// only; use ``p256SignatureVerifier(publicKey:)`` to verify many signatures by one key.
  public func isValidP256Signature(
    _ signature: Data,
    format: ECDSASignatureFormat,
    for message: Data,
    publicKey: Data
  ) throws(CryptoError) -> Bool {
    try makeP256Verifier(publicKey).isValidSignature(signature, format: format, for: message)
  }

  /// Parses and checks a P-256 public key once: the returned verifier holds the platform's own
  /// key object (a CryptoKit `P256.Signing.PublicKey`, or a libcrypto `EVP_PKEY` freed with it).
  public func p256SignatureVerifier(publicKey: Data) throws(CryptoError) -> any P256SignatureVerifier {
    try makeP256Verifier(publicKey)
  }

  private func makeP256Verifier(_ publicKey: Data) throws(CryptoError) -> some P256SignatureVerifier {
    try Backend.p256SignatureVerifier(point: P256PublicKeyEncoding.uncompressedPoint(from: publicKey))
  }

  // MARK: - Known-answer tests only

  /// Seals under a caller-chosen nonce. **Known-answer tests only**: reusing a nonce under one
  /// key breaks GCM's confidentiality and authenticity, so production code must call
  /// ``aesGCMSeal(_:key:authenticating:)``, which always draws a fresh nonce.
  ///
  /// Nonces of 12 bytes or more are accepted (as CryptoKit does); shorter ones are rejected.
  func sealForKnownAnswerTest(
    _ plaintext: Data,
    key: Data,
    nonce: Data,
    aad: Data
  ) throws(CryptoError) -> (ciphertext: Data, tag: Data) {
    try Self.checkKey(key)
    try Self.checkKnownAnswerNonce(nonce)
    return try Backend.aesGCMSeal(plaintext, key: key, nonce: nonce, aad: aad)
  }

  /// Opens detached parts sealed under a caller-chosen nonce. **Known-answer tests only.**
  func openForKnownAnswerTest(
    ciphertext: Data,
    tag: Data,
    key: Data,
    nonce: Data,
    aad: Data
  ) throws(CryptoError) -> Data {
    try Self.checkKey(key)
    try Self.checkKnownAnswerNonce(nonce)
    guard tag.count == AESGCMSealedBox.tagByteCount else {
      throw .invalidSealedBox(reason: "tag must be \(AESGCMSealedBox.tagByteCount) bytes, got \(tag.count)")
    }
    return try Backend.aesGCMOpen(ciphertext: ciphertext, tag: tag, key: key, nonce: nonce, aad: aad)
  }

  // MARK: - Validation

  private static func checkKey(_ key: Data) throws(CryptoError) {
    guard key.count == aesKeyByteCount else {
      throw .invalidKeySize(expected: aesKeyByteCount, actual: key.count)
    }
  }

  private static func checkKnownAnswerNonce(_ nonce: Data) throws(CryptoError) {
    guard nonce.count >= AESGCMSealedBox.nonceByteCount else { throw .invalidNonce(actual: nonce.count) }
  }
}
