import Foundation

/// One reading of the device's clocks.
public struct DeviceTimeReading: Sendable, Hashable {
  /// What the device says the time is. Its user can set it to anything.
  public var wallClock: Date
  /// The time since the device booted, sleep included, and which boot that is; `nil` where the
  /// platform has no such clock.
  public var uptime: DeviceUptime?

  /// Creates a reading.
  public init(wallClock: Date, uptime: DeviceUptime?) {
    self.wallClock = wallClock
    self.uptime = uptime
  }
}
