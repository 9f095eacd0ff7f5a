import Foundation

/// One ECDSA P-256 public key, parsed and checked once, that verifies any number of signatures.
///
/// Make one with ``CryptoProvider/p256SignatureVerifier(publicKey:)`` when the same key checks many
/// signatures (a credential issuer's key, a firmware signing key): the key is decoded and
/// validated at creation instead of on every call. Verifiers are immutable and safe to use from
/// many tasks at once.
public protocol P256SignatureVerifier: Sendable {
  /// Whether `signature` is a valid ECDSA P-256 / SHA-256 signature of `message` by this key
  /// (FIPS 186-5).
  ///
  /// A well-formed signature that does not match returns `false`; a malformed one throws.
  /// - Parameters:
  ///   - signature: The signature, encoded as `format` says.
  ///   - format: ``ECDSASignatureFormat/raw`` (`r || s`, 64 bytes) or ``ECDSASignatureFormat/der``.
  ///   - message: The signed bytes (hashed with SHA-256 by this call).
  /// - Throws: ``CryptoError/invalidSignatureEncoding(reason:)``.
  func isValidSignature(_ signature: Data, format: ECDSASignatureFormat, for message: Data) throws(CryptoError) -> Bool
}
