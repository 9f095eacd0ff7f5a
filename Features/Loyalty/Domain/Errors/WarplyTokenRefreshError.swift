import SharedCore

/// Why refreshing the loyalty tokens failed (the platform SDK's `TokenRefreshError`).
///
/// ``LoyaltyTokenRefresher`` throws it; the token manager reads it through ``appError``, so a
/// rejected grant signs the user out and an outage is retried later, never taken for a rejection.
public enum WarplyTokenRefreshError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No refresh token is stored.
  case noTokensAvailable
  /// The platform rejected the refresh token (expired, revoked or rotated away).
  case invalidRefreshToken
  /// The refresh request failed on the network.
  case networkError(WarplyNetworkError)
  /// The platform answered the refresh with an HTTP error.
  case serverError(Int)
  /// Every configured attempt failed with a transient error; `last` is the final one.
  case maxRetriesExceeded(attempts: Int, last: AppError)
  /// Another refresh was running. Concurrent refreshes share one request in this module, so it
  /// is only produced by ``init(_:)`` for callers that switch over the platform SDK's cases.
  case refreshInProgress
  /// The refresh answer held no usable tokens.
  case invalidResponse
  /// The circuit breaker holds refreshes back after repeated failures, until `retryAfter`.
  case circuitOpen(retryAfter: Duration?)
  /// The token store could not be read or written.
  case tokenStoreFailure(reason: String, isTransient: Bool)

  /// The refresh view of a pipeline failure: a 400, 401, 403 or validation refusal is a rejected
  /// refresh token.
  public init(_ error: AppError) {
    switch error {
    case .unauthorized, .forbidden, .validation, .server(400, _, _, _): self = .invalidRefreshToken
    case .temporarilyUnavailable(let retryAfter): self = .circuitOpen(retryAfter: retryAfter)
    case .decoding: self = .invalidResponse
    case .local(let failure): self = .tokenStoreFailure(reason: failure.reason, isTransient: failure.isTransient)
    case .server(let status, _, _, _): self = .serverError(status)
    case .network, .notFound, .conflict, .rateLimited, .cancelled:
      self = WarplyNetworkError(error).map(Self.networkError) ?? .invalidResponse
    }
  }

  /// Whether trying again later may succeed.
  public var isRetryable: Bool { appError.isRetryable }

  /// The SDK-level error callers see.
  public var warplyError: WarplyError { WarplyError(appError) }

  /// The case and its details.
  public var description: String {
    switch self {
    case .noTokensAvailable: "no tokens available"
    case .invalidRefreshToken: "invalid refresh token"
    case .networkError(let error): "token refresh failed: \(error)"
    case .serverError(let status): "token refresh failed with server error \(status)"
    case .maxRetriesExceeded(let attempts, let last): "token refresh failed \(attempts) times; last: \(last)"
    case .refreshInProgress: "a token refresh is in progress"
    case .invalidResponse: "the token refresh answer held no tokens"
    case .circuitOpen(let retryAfter):
      "token refresh held back by the circuit breaker" + (retryAfter.map { " for \($0)" } ?? "")
    case .tokenStoreFailure(let reason, _): "the token store failed: \(reason)"
    }
  }
}

extension WarplyTokenRefreshError: AppErrorConvertible {
  /// The shared vocabulary's view: a rejection signs out (`unauthorized`); network failures, 5xx,
  /// an exhausted retry of an outage, a refresh in progress and an open breaker stay retryable.
  public var appError: AppError {
    switch self {
    case .noTokensAvailable, .invalidRefreshToken: .unauthorized
    case .networkError(let error): error.appError
    case .serverError(let status): WarplyNetworkError.serverError(status).appError
    case .maxRetriesExceeded(_, let last): last
    case .refreshInProgress: .temporarilyUnavailable(retryAfter: nil)
    case .invalidResponse: .decoding(path: "tokens", reason: "the refresh answer held no tokens")
    case .circuitOpen(let retryAfter): .temporarilyUnavailable(retryAfter: retryAfter)
    case .tokenStoreFailure(let reason, let isTransient):
      .local(.init(.secureStorage, reason: reason, isTransient: isTransient))
    }
  }
}
