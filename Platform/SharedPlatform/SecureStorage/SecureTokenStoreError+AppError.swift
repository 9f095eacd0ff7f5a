import SharedCore

extension SecureTokenStoreError: AppErrorConvertible {
  /// The underlying storage's or cryptography's classification; an unreadable record is a
  /// permanent `AppError/LocalFailure/Source/secureStorage` failure.
  public var appError: AppError {
    switch self {
    case .storage(let error): error.appError
    case .crypto(let error): error.appError
    case .authenticationFailed(let field):
      .local(AppError.LocalFailure(.secureStorage, reason: "sealed \(field) failed authentication"))
    case .dataKeyMissing: .local(AppError.LocalFailure(.secureStorage, reason: "token data key missing"))
    case .corruptedRecord(let reason): .local(AppError.LocalFailure(.secureStorage, reason: reason))
    }
  }
}
