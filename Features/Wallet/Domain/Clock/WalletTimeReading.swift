import SharedCore

/// One reading of the device's clocks (SharedCore's `DeviceTimeReading`).
public typealias WalletTimeReading = DeviceTimeReading
