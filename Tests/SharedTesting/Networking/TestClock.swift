import Foundation

/// A wall clock that only moves when told to, for expiry, cool-down and signature tests.
///
/// `@unchecked Sendable`: the only state, `current`, is guarded by `lock`.
public final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date

  /// Creates a clock reading `start` (default: 2024-01-01T00:00:00Z).
  public init(start: Date = Date(timeIntervalSince1970: 1_704_067_200)) {
    current = start
  }

  /// The current reading.
  public var now: Date { lock.withLock { current } }

  /// Moves the clock forward by `duration`.
  public func advance(by duration: Duration) {
    let (seconds, attoseconds) = duration.components
    lock.withLock { current += TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18 }
  }

  /// The clock as the `now` closure that SharedCore types take.
  public var provider: @Sendable () -> Date { { [self] in now } }
}
