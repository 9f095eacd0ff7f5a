import SharedCore

extension WarplySDK {
  /// Records the push token and sends the device info if it changed.
  public func updateDeviceToken(_ token: String) async throws(WarplyError) {
    try await api.tracked("update_device_token") { () async throws(WarplyError) in
      try await deviceInfo.updateDeviceToken(token)
    }
  }

  /// Sends the device info whether or not it changed.
  public func sendDeviceInfo() async throws(WarplyError) {
    try await api.tracked("send_device_info") { () async throws(WarplyError) in try await deviceInfo.send() }
  }

  /// Sends the device info only when it changed since the last send; returns whether it sent.
  @discardableResult
  public func sendDeviceInfoIfNeeded() async throws(WarplyError) -> Bool {
    try await deviceInfo.sendIfNeeded()
  }
}
