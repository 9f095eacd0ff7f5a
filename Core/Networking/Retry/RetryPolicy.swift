/// When and how long to wait before trying a request again.
///
/// Defaults: retry connection failures, 408, 429 and 5xx; never other 4xx; exponential backoff
/// with full jitter (`random(0, min(maxDelay, baseDelay · 2^retry))`, AWS "Exponential Backoff
/// and Jitter"), and `Retry-After` honoured up to ``maxRetryAfter``. Unlike Alamofire's `RetryPolicy` (2 retries,
/// no jitter, no cap, no 429, ignores `Retry-After`), this one uses 3 retries, jitter and a cap.
public struct RetryPolicy: Sendable {
  /// Retries after the first attempt (so at most `maxRetries + 1` attempts).
  public var maxRetries: Int
  /// The backoff unit: the first retry waits up to this long.
  public var baseDelay: Duration
  /// The cap on a computed backoff delay.
  public var maxDelay: Duration
  /// The cap on a server's `Retry-After`; longer requests wait this long.
  public var maxRetryAfter: Duration
  /// Statuses worth retrying.
  public var retryableStatuses: Set<Int>
  /// A per-backend veto: return `false` to never retry this response (e.g. the wallet's
  /// `TOKEN_EXPIRED` / `TOKEN_ALREADY_SPENT` codes). Consulted only for retryable statuses.
  public var allowsRetry: @Sendable (HTTPResponse) -> Bool
  /// The randomised fraction of each backoff: 1 (default) is full jitter, `random(0, ceiling)`;
  /// 0.2 waits between 80 % and 100 % of the ceiling; 0 disables jitter.
  public var jitter: Double
  /// A uniform random number in `0..<1`, for jitter (injectable for tests).
  public var random: @Sendable () -> Double

  /// Creates a policy.
  public init(
    maxRetries: Int = 3,
    baseDelay: Duration = .milliseconds(500),
    maxDelay: Duration = .seconds(30),
    maxRetryAfter: Duration = .seconds(60),
    retryableStatuses: Set<Int> = Set([408, 429]).union(500...599),
    allowsRetry: @escaping @Sendable (HTTPResponse) -> Bool = { _ in true },
    jitter: Double = 1,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) {
    self.maxRetries = maxRetries
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.maxRetryAfter = maxRetryAfter
    self.retryableStatuses = retryableStatuses
    self.allowsRetry = allowsRetry
    self.jitter = min(max(jitter, 0), 1)
    self.random = random
  }

  /// Never retries.
  public static let never = RetryPolicy(maxRetries: 0)

  /// Whether a response with this status (and body) should be retried, ignoring attempt counts.
  public func shouldRetry(_ response: HTTPResponse) -> Bool {
    retryableStatuses.contains(response.status) && allowsRetry(response)
  }

  /// Whether a transport failure should be retried at once: connectivity and timeouts, not
  /// cancellation, and not TLS (retryable later, but a captive portal does not clear in
  /// milliseconds).
  public func shouldRetry(_ error: AppError) -> Bool {
    guard case .network(let failure) = error, failure != .tls else { return false }
    return error.isRetryable
  }

  /// The jittered delay before retry number `retry` (1-based):
  /// `ceiling × (1 − jitter × random)` with `ceiling = min(maxDelay, baseDelay · 2^(retry−1))`.
  public func backoff(forRetry retry: Int) -> Duration {
    let exponent = min(max(retry - 1, 0), 32)
    let ceiling = min(maxDelay, baseDelay * (1 << exponent))
    let fraction = min(max(random(), 0), 1)
    return ceiling * (1 - jitter * fraction)
  }

  /// The delay before retry number `retry`: the server's `Retry-After` (capped) when it sent
  /// one, else ``backoff(forRetry:)``.
  public func delay(forRetry retry: Int, retryAfter: Duration?) -> Duration {
    guard let retryAfter else { return backoff(forRetry: retry) }
    return min(retryAfter, maxRetryAfter)
  }
}
