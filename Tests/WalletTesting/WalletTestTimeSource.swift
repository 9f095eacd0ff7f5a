import Foundation
import SharedCore
import WalletFeature

/// A device's clocks for tests: a wall clock its user sets and a boot clock, both moving only when
/// told, so a test can set the clock back, jump it forward or restart the device.
///
/// ```swift
/// let time = WalletTestTimeSource(wallClock: WalletSamples.now)
/// let vault = WalletVault(database: database, verifier: verifier, currency: .inr, timeSource: time)
/// time.advance(by: .seconds(3_600))             // an hour passes
/// time.setWallClock(WalletSamples.now)          // the user sets the clock back an hour
/// time.restart(after: .seconds(600))            // the device is off for ten minutes
/// ```
public final class WalletTestTimeSource: WalletTimeSource {
  private struct Clocks {
    var wallClock: Date
    var boot: Int
    var sinceBoot: Duration
  }

  private let clocks: LockedValue<Clocks>
  /// Whether the device has a boot clock (`false` is a platform the vault can only read the wall
  /// clock of).
  public let hasBootClock: Bool

  /// Creates the clocks: the wall clock at `wallClock`, the device booted an hour ago.
  /// - Parameters:
  ///   - wallClock: The wall clock's first reading.
  ///   - hasBootClock: Whether readings carry a boot clock (`true` by default).
  public init(wallClock: Date, hasBootClock: Bool = true) {
    clocks = LockedValue(Clocks(wallClock: wallClock, boot: 1, sinceBoot: .seconds(3_600)))
    self.hasBootClock = hasBootClock
  }

  /// Both clocks, as they read now.
  public func now() -> WalletTimeReading {
    let hasBootClock = hasBootClock
    return clocks.withLock { clocks in
      WalletTimeReading(
        wallClock: clocks.wallClock,
        uptime: hasBootClock ? WalletUptime(bootID: "test-boot-\(clocks.boot)", sinceBoot: clocks.sinceBoot) : nil)
    }
  }

  /// What the wall clock reads now.
  public var wallClock: Date { clocks.withLock { $0.wallClock } }

  /// Time passes: both clocks move on by `duration` (sleep counts on the boot clock too).
  public func advance(by duration: Duration) {
    clocks.withLock { clocks in
      clocks.wallClock = clocks.wallClock.addingTimeInterval(Self.seconds(duration))
      clocks.sinceBoot += duration
    }
  }

  /// The user sets the wall clock to `date`; the boot clock does not notice.
  public func setWallClock(_ date: Date) {
    clocks.withLock { $0.wallClock = date }
  }

  /// The device restarts after being switched off for `off`: a new boot whose clock starts near
  /// zero, and a wall clock that has moved on by `off` (set it afterwards to play a user who changed
  /// it meanwhile).
  public func restart(after off: Duration = .zero) {
    clocks.withLock { clocks in
      clocks.wallClock = clocks.wallClock.addingTimeInterval(Self.seconds(off))
      clocks.boot += 1
      clocks.sinceBoot = .seconds(5)
    }
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
