/// Waits; injectable so tests run retries and cool-downs without sleeping for real.
public protocol Sleeper: Sendable {
  /// Suspends for `duration`; throws `CancellationError` when the task is cancelled.
  func sleep(for duration: Duration) async throws
}
