import SharedCore

extension WarplySDK {
  /// Records the push token and sends the device info if it changed; offline, it waits durably
  /// in the outbox. Returns `nil` when nothing changed.
  @discardableResult
  public func updateDeviceToken(_ token: String) async throws(WarplyError) -> LoyaltyEventDelivery? {
    try await api.tracked("update_device_token") { () async throws(WarplyError) in
      try await deviceInfo.updateDeviceToken(token)
    }
  }

  /// Sends the device info whether or not it changed; offline, it waits durably in the outbox.
  @discardableResult
  public func sendDeviceInfo() async throws(WarplyError) -> LoyaltyEventDelivery {
    try await api.tracked("send_device_info") { () async throws(WarplyError) in try await deviceInfo.send() }
  }

  /// Sends the device info only when it changed since the platform last accepted it; returns
  /// `nil` when nothing changed.
  @discardableResult
  public func sendDeviceInfoIfNeeded() async throws(WarplyError) -> LoyaltyEventDelivery? {
    try await deviceInfo.sendIfNeeded()
  }
}
