import Foundation
import SharedCore

/// A wall clock that only moves when told to, for expiry, cool-down and signature tests.
public final class TestClock: Sendable {
  private let current: LockedValue<Date>

  /// Creates a clock reading `start` (default: 2024-01-01T00:00:00Z).
  public init(start: Date = Date(timeIntervalSince1970: 1_704_067_200)) {
    current = LockedValue(start)
  }

  /// The current reading.
  public var now: Date { current.withLock { $0 } }

  /// Moves the clock forward by `duration`.
  public func advance(by duration: Duration) {
    let (seconds, attoseconds) = duration.components
    current.withLock { $0 += TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18 }
  }

  /// The clock as the `now` closure that SharedCore types take.
  public var provider: @Sendable () -> Date { { [self] in now } }
}
