/// Where a feature reads the time when the device's user must not be able to move it: the wall
/// clock and, where the platform has one, a clock that counts the time since the device booted,
/// sleep included, and that nobody can set.
///
/// ``GuardedClock`` builds a guarded time from both: the backend's time at the last contact plus
/// the time elapsed since on the boot clock, so that setting the wall clock back or forward changes
/// nothing until the device restarts. ``SystemDeviceTimeSource`` reads the platform's clocks; tests
/// use a source whose clocks they move themselves.
public protocol DeviceTimeSource: Sendable {
  /// Reads both clocks, one right after the other.
  func now() -> DeviceTimeReading
}
