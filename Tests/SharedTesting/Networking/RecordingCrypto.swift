import Foundation
import SharedCore
import SharedPlatform

/// A `CryptoProvider` that delegates to a real one (the platform's `SystemCrypto` by default) and
/// records every SHA-256 and HMAC input, so tests can check both the result and what was hashed.
public final class RecordingCrypto: CryptoProvider {
  private let base: any CryptoProvider
  private let digestInputs = LockedValue<[Data]>([])
  private let macInputs = LockedValue<[(key: Data, message: Data)]>([])

  /// Wraps `base`.
  public init(wrapping base: any CryptoProvider = SystemCrypto()) {
    self.base = base
  }

  /// Every input passed to ``sha256(_:)``, in order.
  public var sha256Inputs: [Data] { digestInputs.withLock { $0 } }

  /// Every key and message passed to ``hmacSHA256(key:message:)``, in order.
  public var hmacInputs: [(key: Data, message: Data)] { macInputs.withLock { $0 } }

  /// Records `data` and returns the wrapped provider's digest.
  public func sha256(_ data: Data) -> Data {
    digestInputs.withLock { $0.append(data) }
    return base.sha256(data)
  }

  /// Records the inputs and returns the wrapped provider's MAC.
  public func hmacSHA256(key: Data, message: Data) -> Data {
    macInputs.withLock { $0.append((key, message)) }
    return base.hmacSHA256(key: key, message: message)
  }

  /// Delegates to the wrapped provider.
  public func aesGCMSeal(_ plaintext: Data, key: Data, authenticating aad: Data) throws(CryptoError) -> AESGCMSealedBox
  {
    try base.aesGCMSeal(plaintext, key: key, authenticating: aad)
  }

  /// Delegates to the wrapped provider.
  public func aesGCMOpen(_ box: AESGCMSealedBox, key: Data, authenticating aad: Data) throws(CryptoError) -> Data {
    try base.aesGCMOpen(box, key: key, authenticating: aad)
  }

  /// Delegates to the wrapped provider.
  public func randomBytes(count: Int) throws(CryptoError) -> Data {
    try base.randomBytes(count: count)
  }

  /// Delegates to the wrapped provider.
  public func isValidP256Signature(
    _ signature: Data, format: ECDSASignatureFormat, for message: Data, publicKey: Data
  ) throws(CryptoError) -> Bool {
    try base.isValidP256Signature(signature, format: format, for: message, publicKey: publicKey)
  }

  /// Delegates to the wrapped provider.
  public func p256SignatureVerifier(publicKey: Data) throws(CryptoError) -> any P256SignatureVerifier {
    try base.p256SignatureVerifier(publicKey: publicKey)
  }
}
