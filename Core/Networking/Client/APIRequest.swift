import Foundation

/// A request travelling through an ``APIClient``'s steps: the transport request plus what the
/// steps need to know about the endpoint it came from.
public struct APIRequest: Sendable {
  /// The request the transport will send; steps add headers to it.
  public var http: HTTPRequest
  /// The credentials the endpoint asked for.
  public var auth: AuthKind
  /// Whether the request may be replayed after a failure (idempotent, or carries a key).
  public var isReplayable: Bool
  /// The endpoint's stable name for logs and metrics.
  public var metricsName: String
  /// 1 for the first attempt, incremented by the retry step.
  public var attempt: Int

  /// Creates a pipeline request.
  public init(
    http: HTTPRequest,
    auth: AuthKind = .none,
    isReplayable: Bool? = nil,
    metricsName: String? = nil,
    attempt: Int = 1
  ) {
    self.http = http
    self.auth = auth
    self.isReplayable = isReplayable ?? (http.method.isIdempotent || http.headers.contains("Idempotency-Key"))
    self.metricsName = metricsName ?? "\(http.method) \(http.url.path)"
    self.attempt = attempt
  }
}
