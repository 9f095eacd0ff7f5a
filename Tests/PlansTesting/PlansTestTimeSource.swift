import Foundation
import SharedCore

/// A device's clocks for tests: a wall clock its user sets and a boot clock, both moving only when
/// told, so a test can set the clock back, let time pass or restart the device.
public final class PlansTestTimeSource: DeviceTimeSource {
  private struct Clocks {
    var wallClock: Date
    var boot: Int
    var sinceBoot: Duration
  }

  private let clocks: LockedValue<Clocks>

  /// The wall clock at `wallClock`, booted an hour ago.
  public init(wallClock: Date) {
    clocks = LockedValue(Clocks(wallClock: wallClock, boot: 1, sinceBoot: .seconds(3_600)))
  }

  /// Both clocks, as they read now.
  public func now() -> DeviceTimeReading {
    clocks.withLock {
      DeviceTimeReading(
        wallClock: $0.wallClock, uptime: DeviceUptime(bootID: "test-boot-\($0.boot)", sinceBoot: $0.sinceBoot))
    }
  }

  /// Time passes on both clocks.
  public func advance(by duration: Duration) {
    let (seconds, attoseconds) = duration.components
    clocks.withLock {
      $0.wallClock = $0.wallClock.addingTimeInterval(TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
      $0.sinceBoot += duration
    }
  }

  /// The user sets the wall clock; the boot clock does not notice.
  public func setWallClock(_ date: Date) {
    clocks.withLock { $0.wallClock = date }
  }

  /// The device restarts: a new boot whose clock starts near zero.
  public func restart() {
    clocks.withLock {
      $0.boot += 1
      $0.sinceBoot = .seconds(5)
    }
  }
}
