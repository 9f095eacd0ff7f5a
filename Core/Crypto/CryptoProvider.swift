import Foundation

/// The cryptographic primitives SharedCore needs, implemented by the platform.
///
/// SharedPlatform's `SystemCrypto` uses CryptoKit on Apple and the system libcrypto
/// (OpenSSL 3) on Linux. Nothing in SharedCore implements a primitive itself. Features depend
/// on this protocol only; `SharedTesting` users get a real implementation through `SystemCrypto`.
public protocol CryptoProvider: Sendable {
  /// The SHA-256 digest of `data` (32 bytes).
  func sha256(_ data: Data) -> Data
  /// The HMAC-SHA-256 of `message` under `key` (32 bytes).
  func hmacSHA256(key: Data, message: Data) -> Data

  /// Encrypts and authenticates `plaintext` with AES-256-GCM (NIST SP 800-38D) under a fresh
  /// random 12-byte nonce.
  ///
  /// A nonce is never reused: each call draws a new one from the system CSPRNG, so sealing the
  /// same plaintext twice gives different boxes. Keep the number of seals under one key well below
  /// 2^32 (SP 800-38D §8.3).
  /// - Parameters:
  ///   - plaintext: The bytes to protect (may be empty).
  ///   - key: A 32-byte key.
  ///   - aad: Additional data that is authenticated but not encrypted (e.g. a record's name).
  /// - Throws: ``CryptoError/invalidKeySize(expected:actual:)`` or
  ///   ``CryptoError/libraryFailure(operation:code:)``.
  func aesGCMSeal(_ plaintext: Data, key: Data, authenticating aad: Data) throws(CryptoError) -> AESGCMSealedBox

  /// Authenticates and decrypts a box made by ``aesGCMSeal(_:key:authenticating:)``.
  /// - Throws: ``CryptoError/authenticationFailure`` when the key, nonce, ciphertext, tag or
  ///   `aad` differs from what was sealed; ``CryptoError/invalidKeySize(expected:actual:)``.
  func aesGCMOpen(_ box: AESGCMSealedBox, key: Data, authenticating aad: Data) throws(CryptoError) -> Data

  /// `count` bytes from the system's cryptographically secure random generator.
  /// - Throws: ``CryptoError/libraryFailure(operation:code:)`` if the generator fails.
  func randomBytes(count: Int) throws(CryptoError) -> Data

  /// Whether `signature` is a valid ECDSA P-256 / SHA-256 signature of `message` by `publicKey`
  /// (FIPS 186-5).
  ///
  /// A well-formed signature that does not match returns `false`; malformed inputs throw.
  /// - Parameters:
  ///   - signature: The signature, encoded as `format` says.
  ///   - format: ``ECDSASignatureFormat/raw`` (`r || s`, 64 bytes) or ``ECDSASignatureFormat/der``.
  ///   - message: The signed bytes (hashed with SHA-256 by this call).
  ///   - publicKey: An uncompressed X9.63 point (`04 || X || Y`, 65 bytes) or a DER
  ///     SubjectPublicKeyInfo (RFC 5480, 91 bytes).
  /// - Throws: ``CryptoError/invalidPublicKey(reason:)`` or
  ///   ``CryptoError/invalidSignatureEncoding(reason:)``.
  func isValidP256Signature(
    _ signature: Data,
    format: ECDSASignatureFormat,
    for message: Data,
    publicKey: Data
  ) throws(CryptoError) -> Bool

  /// Parses and checks a P-256 public key once, for verifying many signatures with it.
  /// - Parameter publicKey: An uncompressed X9.63 point (`04 || X || Y`, 65 bytes) or a DER
  ///   SubjectPublicKeyInfo (RFC 5480, 91 bytes).
  /// - Throws: ``CryptoError/invalidPublicKey(reason:)`` when `publicKey` is not in one of those
  ///   encodings or not a point on the curve.
  func p256SignatureVerifier(publicKey: Data) throws(CryptoError) -> any P256SignatureVerifier
}

extension CryptoProvider {
  /// Seals `plaintext` with no additional authenticated data.
  public func aesGCMSeal(_ plaintext: Data, key: Data) throws(CryptoError) -> AESGCMSealedBox {
    try aesGCMSeal(plaintext, key: key, authenticating: Data())
  }

  /// Opens a box sealed with no additional authenticated data.
  public func aesGCMOpen(_ box: AESGCMSealedBox, key: Data) throws(CryptoError) -> Data {
    try aesGCMOpen(box, key: key, authenticating: Data())
  }

  /// A verifier that calls ``isValidP256Signature(_:format:for:publicKey:)`` with `publicKey`.
  ///
  /// It checks the key only when it verifies; providers that can parse a key once (as
  /// `SystemCrypto` does) implement this requirement themselves.
  public func p256SignatureVerifier(publicKey: Data) throws(CryptoError) -> any P256SignatureVerifier {
    ProviderP256SignatureVerifier(provider: self, publicKey: publicKey)
  }

  /// A new random 256-bit AES key.
  public func makeAES256Key() throws(CryptoError) -> Data {
    try randomBytes(count: 32)
  }
}

/// ``CryptoProvider/p256SignatureVerifier(publicKey:)``'s default: the key's bytes and the
/// provider that verifies with them.
private struct ProviderP256SignatureVerifier<Provider: CryptoProvider>: P256SignatureVerifier {
  let provider: Provider
  let publicKey: Data

  func isValidSignature(_ signature: Data, format: ECDSASignatureFormat, for message: Data) throws(CryptoError) -> Bool
  {
    try provider.isValidP256Signature(signature, format: format, for: message, publicKey: publicKey)
  }
}
