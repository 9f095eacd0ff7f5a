import SharedCore

/// The time since the device booted, with the boot it belongs to (SharedCore's `DeviceUptime`).
public typealias WalletUptime = DeviceUptime
