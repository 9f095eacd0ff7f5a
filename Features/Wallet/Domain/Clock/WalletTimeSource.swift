import SharedCore

/// Where the wallet reads the time: SharedCore's `DeviceTimeSource`, the device's wall clock and,
/// where the platform has one, a boot clock that counts sleep and that nobody can set.
///
/// The vault builds its guarded time from both (see ``WalletVault``). ``WalletSystemTimeSource``
/// reads the platform's clocks; tests use `WalletTestTimeSource` (WalletTesting) to set the wall
/// clock back, jump it forward or restart the device.
public typealias WalletTimeSource = DeviceTimeSource
