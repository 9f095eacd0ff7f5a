import SharedCore

/// The platform's clocks (SharedCore's `SystemDeviceTimeSource`): the wall clock, and a boot clock
/// that keeps counting while the device sleeps (`CLOCK_BOOTTIME` on Linux, `CLOCK_MONOTONIC_RAW` on
/// Apple platforms).
public typealias WalletSystemTimeSource = SystemDeviceTimeSource
