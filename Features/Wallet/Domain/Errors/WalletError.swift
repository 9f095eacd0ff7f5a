import SharedCore

/// Why a wallet operation failed: every code of the wallet backend's error table, typed.
///
/// Build it from the backend's error envelope (``init(code:message:details:)``,
/// ``init(envelope:)``) or from the shared pipeline's `AppError` (``init(_:)``). Each case has the
/// backend's ``code``, a ``userMessage`` for screens, and ``isRetryable``: the shared retry rules,
/// except that authentication, authorization, validation, an expired token and a spent token are
/// never retried.
public enum WalletError: Error, Sendable, Hashable {
  /// `AUTHENTICATION_REQUIRED`: not signed in, or the session was rejected.
  case authenticationRequired
  /// `AUTHORIZATION_FAILED`: signed in but not allowed to do this.
  case authorizationFailed
  /// `VALIDATION_ERROR`: the input was refused; one entry per field.
  case validationError(details: [AppError.FieldError])
  /// `RESOURCE_NOT_FOUND`: the wallet, token or transaction does not exist.
  case resourceNotFound
  /// `RATE_LIMIT_EXCEEDED`: too many requests; `retryAfter` when the backend said.
  case rateLimitExceeded(retryAfter: Duration?)
  /// `BLOCKCHAIN_ERROR`: the chain refused or failed; the backend's message.
  case blockchainError(message: String)
  /// `INSUFFICIENT_BALANCE`: not enough value for the transaction.
  case insufficientBalance
  /// `TOKEN_EXPIRED`: the token is past its expiry.
  case tokenExpired
  /// `TOKEN_ALREADY_SPENT`: the token was spent before.
  case tokenAlreadySpent
  /// `DOUBLE_SPENDING_DETECTED`: the token was offered again, under another operation.
  case doubleSpendingDetected
  /// `INVALID_SIGNATURE`: a signature did not verify.
  case invalidSignature
  /// `NETWORK_ERROR`: no usable response (the transport's reason, or the backend's own report).
  case networkError(AppError.NetworkFailure)
  /// `TRANSACTION_FAILED`: the transaction was refused; the backend's reason.
  case transactionFailed(reason: String)
  /// `SYNC_ERROR`: synchronisation failed; the backend's message.
  case syncError(message: String)
  /// `SECURITY_VIOLATION`: a security policy refused the operation.
  case securityViolation
  /// `INTERNAL_SERVER_ERROR`, and any code the table does not list.
  case internalServerError
  /// A response that could not be read; `path` names the field (`balances.offline.amount`).
  case invalidResponse(path: String, reason: String)
  /// The operation was cancelled.
  case cancelled
  /// The service is held back for now (a circuit breaker cooling down).
  case temporarilyUnavailable(retryAfter: Duration?)
  /// Something on this device failed: its database, secure storage or cryptography.
  case local(AppError.LocalFailure)
  /// An HTTP failure the backend's error table does not list: a 4xx without a wallet code (a key
  /// reused for another request, `IDEMPOTENCY_KEY_REUSED`; a gateway's refusal), or a 409 saying the
  /// first request sent under the same idempotency key is still being handled
  /// (`IDEMPOTENCY_KEY_IN_USE`). `code` and `message` are what the body carried, if anything.
  case unlistedFailure(status: Int, code: String?, message: String?)

  /// Maps a backend error code and message (the envelope's `error.code` and `error.message`);
  /// an unknown code is ``internalServerError``.
  public init(code: String, message: String, details: [AppError.FieldError] = []) {
    switch code {
    case "AUTHENTICATION_REQUIRED": self = .authenticationRequired
    case "AUTHORIZATION_FAILED": self = .authorizationFailed
    case "VALIDATION_ERROR": self = .validationError(details: details)
    case "RESOURCE_NOT_FOUND": self = .resourceNotFound
    case "RATE_LIMIT_EXCEEDED": self = .rateLimitExceeded(retryAfter: nil)
    case "BLOCKCHAIN_ERROR": self = .blockchainError(message: message)
    case "INSUFFICIENT_BALANCE": self = .insufficientBalance
    case "TOKEN_EXPIRED": self = .tokenExpired
    case "TOKEN_ALREADY_SPENT": self = .tokenAlreadySpent
    case "DOUBLE_SPENDING_DETECTED": self = .doubleSpendingDetected
    case "INVALID_SIGNATURE": self = .invalidSignature
    case "NETWORK_ERROR": self = .networkError(.other(message))
    case "TRANSACTION_FAILED": self = .transactionFailed(reason: message)
    case "SYNC_ERROR": self = .syncError(message: message)
    case "SECURITY_VIOLATION": self = .securityViolation
    default: self = .internalServerError
    }
  }

  /// Maps a failure of the shared pipeline; a backend code it carries wins over its HTTP status, and
  /// a 409 or a 4xx without one is ``unlistedFailure(status:code:message:)``, never a refusal of the
  /// transaction.
  public init(_ error: AppError) {
    switch error {
    case .network(let failure): self = .networkError(failure)
    case .unauthorized: self = .authenticationRequired
    case .forbidden: self = .authorizationFailed
    case .notFound: self = .resourceNotFound
    case .validation(let fields): self = .validationError(details: fields)
    case .conflict(let message): self = .unlistedFailure(status: 409, code: nil, message: message)
    case .rateLimited(let retryAfter): self = .rateLimitExceeded(retryAfter: retryAfter)
    case .server(let status, let code, let message, _):
      if let code, WalletError.codes.contains(code) {
        self = WalletError(code: code, message: message ?? code)
      } else if status >= 500 || status == 408 {
        self = .internalServerError
      } else {
        self = .unlistedFailure(status: status, code: code, message: message)
      }
    case .decoding(let path, let reason): self = .invalidResponse(path: path, reason: reason)
    case .cancelled: self = .cancelled
    case .temporarilyUnavailable(let retryAfter): self = .temporarilyUnavailable(retryAfter: retryAfter)
    case .local(let failure): self = .local(failure)
    }
  }

  /// Every code of the backend's error table.
  public static let codes: Set<String> = [
    "AUTHENTICATION_REQUIRED", "AUTHORIZATION_FAILED", "VALIDATION_ERROR", "RESOURCE_NOT_FOUND",
    "RATE_LIMIT_EXCEEDED", "BLOCKCHAIN_ERROR", "INSUFFICIENT_BALANCE", "TOKEN_EXPIRED", "TOKEN_ALREADY_SPENT",
    "DOUBLE_SPENDING_DETECTED", "INVALID_SIGNATURE", "NETWORK_ERROR", "TRANSACTION_FAILED", "SYNC_ERROR",
    "SECURITY_VIOLATION", "INTERNAL_SERVER_ERROR",
  ]

  /// The backend's code for the case (`INTERNAL_SERVER_ERROR` for the device-side cases; for an
  /// ``unlistedFailure(status:code:message:)``, the code its body carried, else `HTTP_<status>`).
  public var code: String {
    switch self {
    case .authenticationRequired: "AUTHENTICATION_REQUIRED"
    case .authorizationFailed: "AUTHORIZATION_FAILED"
    case .validationError: "VALIDATION_ERROR"
    case .resourceNotFound: "RESOURCE_NOT_FOUND"
    case .rateLimitExceeded: "RATE_LIMIT_EXCEEDED"
    case .blockchainError: "BLOCKCHAIN_ERROR"
    case .insufficientBalance: "INSUFFICIENT_BALANCE"
    case .tokenExpired: "TOKEN_EXPIRED"
    case .tokenAlreadySpent: "TOKEN_ALREADY_SPENT"
    case .doubleSpendingDetected: "DOUBLE_SPENDING_DETECTED"
    case .invalidSignature: "INVALID_SIGNATURE"
    case .networkError: "NETWORK_ERROR"
    case .transactionFailed: "TRANSACTION_FAILED"
    case .syncError: "SYNC_ERROR"
    case .securityViolation: "SECURITY_VIOLATION"
    case .internalServerError, .invalidResponse, .cancelled, .temporarilyUnavailable, .local:
      "INTERNAL_SERVER_ERROR"
    case .unlistedFailure(let status, let code, _): code ?? "HTTP_\(status)"
    }
  }

  /// Whether trying again later may succeed: the shared rules of ``appError``, except that
  /// authentication, authorization, validation, an expired token and a spent token never are, and a
  /// request still being handled under its idempotency key (a 409) is, under the same key.
  public var isRetryable: Bool {
    switch self {
    case .authenticationRequired, .authorizationFailed, .validationError, .tokenExpired, .tokenAlreadySpent: false
    case .unlistedFailure(let status, _, _): status == 409
    default: appError.isRetryable
    }
  }

  /// A sentence to show the user.
  public var userMessage: String {
    switch self {
    case .authenticationRequired: "Authentication required. Please log in."
    case .authorizationFailed: "You don't have permission to perform this action."
    case .validationError(let details):
      details.isEmpty
        ? "Validation failed." : "Validation failed: " + details.map(\.message).joined(separator: ", ")
    case .resourceNotFound: "The requested resource was not found."
    case .rateLimitExceeded: "Too many requests. Please try again later."
    case .blockchainError(let message): "Blockchain error: \(message)"
    case .insufficientBalance: "Insufficient balance for this transaction."
    case .tokenExpired: "Token has expired."
    case .tokenAlreadySpent: "Token has already been spent."
    case .doubleSpendingDetected: "Double spending attempt detected."
    case .invalidSignature: "Invalid cryptographic signature."
    case .networkError: "Network connection error."
    case .transactionFailed(let reason): "Transaction failed: \(reason)"
    case .syncError(let message): "Synchronization error: \(message)"
    case .securityViolation: "Security policy violation detected."
    case .internalServerError: "Internal server error. Please try again."
    case .invalidResponse, .cancelled, .temporarilyUnavailable, .local, .unlistedFailure: appError.userMessage
    }
  }
}
