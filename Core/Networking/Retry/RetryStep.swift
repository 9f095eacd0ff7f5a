import Foundation

/// Retries failed attempts according to a ``RetryPolicy``.
///
/// Only replayable requests are retried: idempotent methods, or any method carrying an
/// `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header). Place it outside the auth steps
/// so each attempt is signed afresh.
public struct RetryStep: RequestStep {
  /// The policy.
  public let policy: RetryPolicy
  private let sleeper: any Sleeper
  private let now: @Sendable () -> Date

  /// Creates the step.
  /// - Parameters:
  ///   - policy: Which failures are retried, how often and how long to wait.
  ///   - sleeper: Waits between attempts (`TaskSleeper` in production, a recording one in tests).
  ///   - now: The wall clock, for HTTP-date `Retry-After` values.
  public init(
    policy: RetryPolicy = RetryPolicy(),
    sleeper: any Sleeper = TaskSleeper(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.policy = policy
    self.sleeper = sleeper
    self.now = now
  }

  /// Sends `request`, retrying while the policy allows.
  public func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    var attemptRequest = request
    var retry = 0
    while true {
      try Task.checkCancellation()
      let canRetry = request.isReplayable && retry < policy.maxRetries
      let delay: Duration
      do {
        let response = try await next(attemptRequest)
        guard canRetry, policy.shouldRetry(response) else { return response }
        let retryAfter = response.headers["Retry-After"].flatMap { RetryAfter.parse($0, now: now()) }
        delay = policy.delay(forRetry: retry + 1, retryAfter: retryAfter)
      } catch {
        let appError = AppError(error)
        guard canRetry, policy.shouldRetry(appError), !Task.isCancelled else { throw error }
        delay = policy.delay(forRetry: retry + 1, retryAfter: nil)
      }
      retry += 1
      attemptRequest.attempt = request.attempt + retry
      try await sleeper.sleep(for: delay)
    }
  }
}
