/// Sleeps with `Task.sleep` on the continuous clock.
public struct TaskSleeper: Sleeper {
  /// Creates the sleeper.
  public init() {}

  /// Sleeps for `duration`.
  public func sleep(for duration: Duration) async throws {
    try await Task.sleep(for: duration)
  }
}
