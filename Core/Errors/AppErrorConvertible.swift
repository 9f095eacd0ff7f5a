/// An error that knows which ``AppError`` it is, so ``AppError/init(_:)`` classifies it honestly
/// instead of calling it a network failure.
///
/// Core's own errors (``CryptoError``, ``SecureStorageError``, ``PreferencesError``,
/// ``ResolutionError``, ``ContainerBuildError``) and SharedPlatform's (SQLite, the token store)
/// conform; conform your own module's local errors the same way.
public protocol AppErrorConvertible: Error {
  /// The shared vocabulary's view of this error.
  var appError: AppError { get }
}
