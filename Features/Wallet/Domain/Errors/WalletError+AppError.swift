import SharedCore

extension WalletError: AppErrorConvertible {
  /// The shared vocabulary's view, which SharedCore's `RemoteUncertainty` table sorts as the wallet
  /// does: a refused token or payment is a 4xx server answer carrying the wallet's code (422, or 410
  /// for an expired token; never 409, which the table reads as a request still in progress), so it
  /// is a definite refusal and ``WalletError/init(_:)`` recovers the case; a chain, sync or server
  /// failure stays retryable and unknown; an ``unlistedFailure(status:code:message:)`` is its
  /// status as received.
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
    case .insufficientBalance, .tokenAlreadySpent, .doubleSpendingDetected:
      .server(status: 422, code: code, message: userMessage, correlationID: nil)
    case .tokenExpired: .server(status: 410, code: code, message: userMessage, correlationID: nil)
    case .invalidSignature: .server(status: 400, code: code, message: userMessage, correlationID: nil)
    case .networkError(let failure): .network(failure)
    case .transactionFailed(let reason): .server(status: 422, code: code, message: reason, correlationID: nil)
    case .syncError(let message): .server(status: 500, code: code, message: message, correlationID: nil)
    case .internalServerError: .server(status: 500, code: code, message: nil, correlationID: nil)
    case .invalidResponse(let path, let reason): .decoding(path: path, reason: reason)
    case .cancelled: .cancelled
    case .temporarilyUnavailable(let retryAfter): .temporarilyUnavailable(retryAfter: retryAfter)
    case .local(let failure): .local(failure)
    case .unlistedFailure(let status, let code, let message): AppError(status: status, code: code, message: message)
    }
  }
}
