/// The time since the device booted, read from a clock that counts sleep and that neither the
/// user nor an app can set, with the boot it belongs to.
public struct DeviceUptime: Sendable, Hashable {
  /// Identifies the boot: every restart of the device gives a new one.
  public var bootID: String
  /// The time since that boot, the time the device slept included.
  public var sinceBoot: Duration

  /// Creates an uptime reading.
  public init(bootID: String, sinceBoot: Duration) {
    self.bootID = bootID
    self.sinceBoot = sinceBoot
  }
}
