import SharedCore

/// A `Sleeper` that returns at once and records the delays it was asked for, so retry tests
/// assert on backoff without waiting.
public actor ImmediateSleeper: Sleeper {
  private var recorded: [Duration] = []

  /// Creates the sleeper.
  public init() {}

  /// Records `duration` and returns (throwing if the task is cancelled).
  public func sleep(for duration: Duration) async throws {
    recorded.append(duration)
    try Task.checkCancellation()
  }

  /// Every requested delay, in order.
  public var delays: [Duration] { recorded }
}
