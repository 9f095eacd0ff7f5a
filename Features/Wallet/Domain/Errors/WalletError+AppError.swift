import SharedCore

extension WalletError: AppErrorConvertible {
  /// The shared vocabulary's view: a refused token or payment is a 4xx server answer carrying the
  /// wallet's code (never an outage, and ``WalletError/init(_:)`` recovers the case), a chain, sync
  /// or server failure stays retryable.
  public var appError: AppError {
    switch self {
    case .authenticationRequired: .unauthorized
    case .authorizationFailed: .forbidden
    case .securityViolation: .server(status: 403, code: code, message: userMessage, correlationID: nil)
    case .validationError(let details): .validation(details)
    case .resourceNotFound: .notFound
    case .rateLimitExceeded(let retryAfter): .rateLimited(retryAfter: retryAfter)
    case .blockchainError(let message):
      .server(status: 502, code: code, message: message, correlationID: nil)
    case .insufficientBalance, .tokenExpired, .tokenAlreadySpent, .doubleSpendingDetected:
      .server(status: 409, code: code, message: userMessage, correlationID: nil)
    case .invalidSignature: .server(status: 400, code: code, message: userMessage, correlationID: nil)
    case .networkError(let failure): .network(failure)
    case .transactionFailed(let reason): .conflict(message: reason)
    case .syncError(let message): .server(status: 500, code: code, message: message, correlationID: nil)
    case .internalServerError: .server(status: 500, code: code, message: nil, correlationID: nil)
    case .invalidResponse(let path, let reason): .decoding(path: path, reason: reason)
    case .cancelled: .cancelled
    case .temporarilyUnavailable(let retryAfter): .temporarilyUnavailable(retryAfter: retryAfter)
    case .local(let failure): .local(failure)
    }
  }
}
