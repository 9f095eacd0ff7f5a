import Foundation
import SharedCore

/// Sends the device-info payload (device token, platform, OS, model, app version) to
/// `/api/async/info/{appUUID}/`, only when it changed since the last successful send.
public actor LoyaltyDeviceInfoReporter {
  private let api: LoyaltyAPI
  private let device: LoyaltyDevice
  private let preferences: any PreferencesStore
  private var deviceToken: String?
  private static let lastSentKey = "loyalty.deviceInfo.lastSent"

  /// Creates the reporter.
  public init(api: LoyaltyAPI, device: LoyaltyDevice, preferences: any PreferencesStore) {
    self.api = api
    self.device = device
    self.preferences = preferences
  }

  /// The payload as it would be sent now.
  public func payload() -> [String: JSONValue] {
    var payload: [String: JSONValue] = [
      "platform": .string(device.platform), "vendor": "apple", "os_version": .string(device.osVersion),
      "unique_device_id": .string(device.deviceID), "ios_model": .string(device.model),
      "bundle_identifier": .string(device.bundleID), "app_version": .string(device.appVersion),
    ]
    if let deviceToken { payload["device_token"] = .string(deviceToken) }
    return payload
  }

  /// Records the push token and sends the payload if it changed.
  public func updateDeviceToken(_ token: String) async throws(WarplyError) {
    deviceToken = token
    try await sendIfNeeded()
  }

  /// Sends the payload unless the last successful send had the same one; returns whether it sent.
  @discardableResult
  public func sendIfNeeded() async throws(WarplyError) -> Bool {
    let current = JSONValue.object(payload())
    let last = try? await preferences.value(JSONValue.self, forKey: Self.lastSentKey)
    guard last != current else { return false }
    try await send(current)
    return true
  }

  /// Sends the payload whether or not it changed.
  public func send() async throws(WarplyError) {
    try await send(.object(payload()))
  }

  private func send(_ payload: JSONValue) async throws(WarplyError) {
    _ = try await api.perform(.sendDeviceInfo, parameters: ["data": payload])
    try? await preferences.set(payload, forKey: Self.lastSentKey)
  }
}
