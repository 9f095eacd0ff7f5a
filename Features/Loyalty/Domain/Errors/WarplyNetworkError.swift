import SharedCore

/// A failure at the network level, with the platform SDK's numeric ``code``: the request could
/// not be built, the transport failed, or the answer was an HTTP error or unreadable.
///
/// Built from the pipeline's `AppError` (``init(_:)``) and mapped back (``appError``) honestly:
/// an outage (offline, a timeout, a 5xx, 429) stays retryable, a refusal stays permanent.
public enum WarplyNetworkError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The URL could not be built (code -1001).
  case invalidURL
  /// The response had no body (code -1002).
  case noData
  /// The body did not decode; `path` names the field (code -1003).
  case decodingError(path: String, reason: String)
  /// An HTTP error status (the code is the status).
  case serverError(Int)
  /// The transport failed; the code is the URL-loading error's (-1009 offline, -1001 timeout,
  /// -1200 TLS, -1005 connection lost, -1004 cannot connect, -1000 other).
  case networkError(AppError.NetworkFailure)
  /// No valid session for a request that needs one (code 401).
  case authenticationRequired
  /// The body is not JSON, or not the platform's shape (code -1004).
  case invalidResponse
  /// The request was cancelled (code -999, as URL loading reports it).
  case cancelled

  /// The network-level view of `error`; `nil` for a failure that did not happen on the network
  /// (local storage, cryptography).
  public init?(_ error: AppError) {
    switch error {
    case .network(let failure): self = .networkError(failure)
    case .unauthorized, .forbidden: self = .authenticationRequired
    case .notFound: self = .serverError(404)
    case .validation: self = .serverError(422)
    case .conflict: self = .serverError(409)
    case .rateLimited: self = .serverError(429)
    case .server(let status, _, _, _): self = .serverError(status)
    case .temporarilyUnavailable: self = .serverError(503)
    case .decoding(let path, let reason): self = .decodingError(path: path, reason: reason)
    case .cancelled: self = .cancelled
    case .local: return nil
    }
  }

  /// The platform SDK's error code.
  public var code: Int {
    switch self {
    case .invalidURL: -1001
    case .noData: -1002
    case .decodingError: -1003
    case .serverError(let status): status
    case .networkError(let failure):
      switch failure {
      case .offline: -1009
      case .timeout: -1001
      case .tls: -1200
      case .connectionLost: -1005
      case .cannotConnect: -1004
      case .other: -1000
      }
    case .authenticationRequired: 401
    case .invalidResponse: -1004
    case .cancelled: -999
    }
  }

  /// The SDK-level error callers see (the platform SDK's `convertNetworkError`).
  public var warplyError: WarplyError { WarplyError(appError) }

  /// Whether trying again later may succeed.
  public var isRetryable: Bool { appError.isRetryable }

  /// The case and its code.
  public var description: String {
    switch self {
    case .decodingError(let path, let reason): "undecodable \(path): \(reason) (\(code))"
    case .serverError(let status): "server error \(status)"
    case .networkError(let failure): "network error \(failure) (\(code))"
    case .invalidURL: "invalid URL (\(code))"
    case .noData: "no data (\(code))"
    case .authenticationRequired: "authentication required (\(code))"
    case .invalidResponse: "invalid response (\(code))"
    case .cancelled: "cancelled (\(code))"
    }
  }
}

extension WarplyNetworkError: AppErrorConvertible {
  /// The shared vocabulary's view: transport failures, 5xx, 408 and 429 are retryable outages.
  public var appError: AppError {
    switch self {
    case .invalidURL: .validation([.init(field: "url", message: "The request URL could not be built")])
    case .noData: .decoding(path: "body", reason: "the response had no body")
    case .decodingError(let path, let reason): .decoding(path: path, reason: reason)
    case .serverError(401): .unauthorized
    case .serverError(429): .rateLimited(retryAfter: nil)
    case .serverError(let status): .server(status: status, code: nil, message: nil, correlationID: nil)
    case .networkError(let failure): .network(failure)
    case .authenticationRequired: .unauthorized
    case .invalidResponse: .decoding(path: "response", reason: "not the platform's JSON")
    case .cancelled: .cancelled
    }
  }
}
