import Foundation
import SharedCore

/// Sends the device-info payload (device token, platform, OS, model, locale and languages, screen,
/// app and SDK versions, development flag) to
/// `/api/async/info/{appUUID}/`, only when it changed since the platform last accepted one.
///
/// Sends go through the ``LoyaltyEventQueue``: offline, or when the send fails, the payload waits
/// durably in the outbox (never dropped) and is delivered when connectivity returns.
public actor LoyaltyDeviceInfoReporter {
  private let events: LoyaltyEventQueue
  private let device: LoyaltyDevice
  private let preferences: any PreferencesStore
  private var deviceToken: String?

  /// Creates the reporter.
  public init(events: LoyaltyEventQueue, device: LoyaltyDevice, preferences: any PreferencesStore) {
    self.events = events
    self.device = device
    self.preferences = preferences
  }

  /// The payload as it would be sent now.
  public func payload() -> [String: JSONValue] {
    var payload: [String: JSONValue] = [
      "platform": .string(device.platform), "vendor": "apple", "os_version": .string(device.osVersion),
      "unique_device_id": .string(device.deviceID), "ios_system_name": .string(device.systemName),
      "ios_system_version": .string(device.osVersion), "ios_model": .string(device.model),
      "ios_locale": .string(device.locale), "ios_languages": .array(device.languages.map(JSONValue.string)),
      "screen_resolution": .string(device.screenResolution), "bundle_identifier": .string(device.bundleID),
      "app_version": .string(device.appVersion), "app_build": .string(device.appBuild),
      "sdk_version": .string(WarplySDK.sdkVersion), "development": .bool(device.isDevelopment),
    ]
    if let deviceToken { payload["device_token"] = .string(deviceToken) }
    return payload
  }

  /// Records the push token and sends the payload if it changed.
  /// - Returns: `nil` when nothing changed, else whether it was delivered or queued.
  @discardableResult
  public func updateDeviceToken(_ token: String) async throws(WarplyError) -> LoyaltyEventDelivery? {
    deviceToken = token
    return try await sendIfNeeded()
  }

  /// Sends the payload unless the platform already accepted the same one.
  /// - Returns: `nil` when nothing changed, else whether it was delivered or queued.
  @discardableResult
  public func sendIfNeeded() async throws(WarplyError) -> LoyaltyEventDelivery? {
    let current = JSONValue.object(payload())
    let last = try? await preferences.value(JSONValue.self, forKey: LoyaltyEventQueue.lastDeviceInfoKey)
    guard last != current else { return nil }
    return try await events.sendDeviceInfo(["data": current])
  }

  /// Sends the payload whether or not it changed.
  /// - Returns: Whether it was delivered or queued.
  @discardableResult
  public func send() async throws(WarplyError) -> LoyaltyEventDelivery {
    try await events.sendDeviceInfo(["data": .object(payload())])
  }
}
