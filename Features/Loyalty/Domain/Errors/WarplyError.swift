import SharedCore

/// Why a loyalty call failed, with the platform SDK's numeric ``code`` for callers that switch on it.
///
/// Built from the pipeline's `AppError` (``init(_:)``) and mapped back (``appError``) without losing
/// what tells an outage from a failure (``isRetryable``) or what a write's answer proved: SharedCore's
/// `RemoteUncertainty` sorts `error.appError` exactly as it sorts the pipeline's own failure, so a
/// 409, a 403, an unreachable host or an unreadable body keeps its meaning.
public enum WarplyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A transport failure other than the ones below; `failure` says which (a dropped connection, an
  /// unreachable host, a TLS failure…) (code -1000).
  case networkError(AppError.NetworkFailure)
  /// A response that is not the platform's shape (code -1001).
  case invalidResponse
  /// Signed out, or the session was rejected (code 401).
  case authenticationFailed
  /// A payload that does not decode; `path` names the field (code -1002).
  case dataParsingError(path: String)
  /// An HTTP error status (the code is the status): 403 (not allowed), 404, 409 (the first request
  /// with the same idempotency key is still running), 422, 5xx….
  case serverError(Int)
  /// No connectivity (code -1009).
  case noInternetConnection
  /// The request timed out (code -1001, as in the platform SDK).
  case requestTimeout
  /// The platform answered with a failure status in its body (`status` or `MAPP_*-status` ≠ 1);
  /// the code is that status.
  case platformStatus(Int, message: String?)
  /// The backend asked the app to slow down (code 429).
  case rateLimited(retryAfter: Duration?)
  /// The caller's input was rejected before sending; `field` names it (code -1003).
  case invalidInput(field: String, reason: String)
  /// A temporary outage: the service asked to wait, the token refresh is held back by its
  /// circuit breaker, or local storage is busy (code 503).
  case temporarilyUnavailable(retryAfter: Duration?)
  /// Anything else, with the code the platform SDK would report.
  case unknownError(Int)

  /// Maps a pipeline failure.
  public init(_ error: AppError) {
    switch error {
    case .network(.offline): self = .noInternetConnection
    case .network(.timeout): self = .requestTimeout
    case .network(let failure): self = .networkError(failure)
    case .unauthorized: self = .authenticationFailed
    case .forbidden: self = .serverError(403)
    case .notFound: self = .serverError(404)
    case .validation(let fields):
      self = .invalidInput(field: fields.first?.field ?? "request", reason: fields.first?.message ?? "invalid")
    case .conflict: self = .serverError(409)
    case .rateLimited(let retryAfter): self = .rateLimited(retryAfter: retryAfter)
    case .server(let status, _, _, _): self = .serverError(status)
    case .decoding(let path, _): self = .dataParsingError(path: path)
    case .cancelled: self = .unknownError(-999)
    case .temporarilyUnavailable(let retryAfter): self = .temporarilyUnavailable(retryAfter: retryAfter)
    case .local(let failure): self = failure.isTransient ? .temporarilyUnavailable(retryAfter: nil) : .unknownError(-1)
    }
  }

  /// The platform SDK's error code.
  public var code: Int {
    switch self {
    case .networkError: -1000
    case .invalidResponse, .requestTimeout: -1001
    case .authenticationFailed: 401
    case .dataParsingError: -1002
    case .serverError(let status): status
    case .noInternetConnection: -1009
    case .platformStatus(let status, _): status
    case .rateLimited: 429
    case .temporarilyUnavailable: 503
    case .invalidInput: -1003
    case .unknownError(let code): code
    }
  }

  /// Whether trying again later may succeed.
  public var isRetryable: Bool {
    switch self {
    case .networkError, .noInternetConnection, .requestTimeout, .rateLimited, .temporarilyUnavailable: true
    case .serverError(let status): status >= 500 || status == 408 || status == 429
    default: false
    }
  }

  /// The case, its code and details.
  public var description: String {
    switch self {
    case .platformStatus(let status, let message): "platform status \(status)" + (message.map { ": \($0)" } ?? "")
    case .dataParsingError(let path): "unparseable data at \(path) (\(code))"
    case .invalidInput(let field, let reason): "invalid \(field): \(reason)"
    case .rateLimited(let retryAfter): "rate limited" + (retryAfter.map { ", retry after \($0)" } ?? "")
    case .temporarilyUnavailable(let retryAfter):
      "temporarily unavailable" + (retryAfter.map { ", retry after \($0)" } ?? "")
    case .networkError(let failure): "network error \(failure) (\(code))"
    case .invalidResponse: "invalid response (\(code))"
    case .authenticationFailed: "authentication failed (\(code))"
    case .serverError(let status): "server error \(status)"
    case .noInternetConnection: "no internet connection (\(code))"
    case .requestTimeout: "request timed out (\(code))"
    case .unknownError(let code): "unknown error (\(code))"
    }
  }
}
