/// Waits; injectable so tests run retries and cool-downs without sleeping for real.
public protocol Sleeper: Sendable {
  /// Suspends for `duration`; throws `CancellationError` when the task is cancelled.
  func sleep(for duration: Duration) async throws
}

/// Sleeps with `Task.sleep` on the continuous clock.
public struct TaskSleeper: Sleeper {
  /// Creates the sleeper.
  public init() {}

  /// Sleeps for `duration`.
  public func sleep(for duration: Duration) async throws {
    try await Task.sleep(for: duration)
  }
}
