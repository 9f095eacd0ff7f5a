/// Why a cryptographic operation failed.
///
/// Every ``CryptoProvider`` reports the same cases on every platform, so callers can branch on
/// them without knowing whether CryptoKit or libcrypto did the work.
public enum CryptoError: Error, Sendable, Hashable {
  /// A key had the wrong length (`expected` and `actual` are in bytes).
  case invalidKeySize(expected: Int, actual: Int)
  /// An AES-GCM box failed authentication: the key, nonce, ciphertext, tag or AAD is not the
  /// one that was sealed. No plaintext is released.
  case authenticationFailure
  /// A GCM nonce had an unsupported length (`actual` bytes); sealed boxes use 12-byte nonces.
  case invalidNonce(actual: Int)
  /// A sealed box's parts could not be read (e.g. a combined representation shorter than
  /// nonce + tag, or a tag that is not 16 bytes).
  case invalidSealedBox(reason: String)
  /// A public key is not a valid point on the expected curve, or not in a supported encoding.
  case invalidPublicKey(reason: String)
  /// A signature is not a well-formed encoding (wrong raw length, or malformed DER).
  case invalidSignatureEncoding(reason: String)
  /// The underlying library failed; `code` is its error code (libcrypto's `ERR_get_error`,
  /// or an `OSStatus` on Apple platforms) and `operation` names the call that failed.
  case libraryFailure(operation: String, code: Int)
}

extension CryptoError: CustomStringConvertible {
  /// A one-line explanation suitable for logs (it never contains key material).
  public var description: String {
    switch self {
    case let .invalidKeySize(expected, actual): "invalid key size: expected \(expected) bytes, got \(actual)"
    case .authenticationFailure: "authentication failure: the sealed box was altered or the key is wrong"
    case let .invalidNonce(actual): "invalid nonce: expected 12 bytes, got \(actual)"
    case let .invalidSealedBox(reason): "invalid sealed box: \(reason)"
    case let .invalidPublicKey(reason): "invalid public key: \(reason)"
    case let .invalidSignatureEncoding(reason): "invalid signature encoding: \(reason)"
    case let .libraryFailure(operation, code): "crypto library failure in \(operation) (code \(code))"
    }
  }
}
