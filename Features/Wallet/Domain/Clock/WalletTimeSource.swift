/// Where the wallet reads the time: the device's wall clock and, where the platform has one, a
/// clock that counts the time since the device booted, sleep included, and that nobody can set.
///
/// The vault builds its guarded time from both (see ``WalletVault``): the backend's time at the
/// last contact plus the time elapsed on the boot clock since, so that setting the wall clock back
/// or forward changes nothing until the device restarts. ``WalletSystemTimeSource`` reads the
/// platform's clocks; tests use `WalletTestTimeSource` (WalletTesting) to set the wall clock back,
/// jump it forward or restart the device.
public protocol WalletTimeSource: Sendable {
  /// Reads both clocks, one right after the other.
  func now() -> WalletTimeReading
}
