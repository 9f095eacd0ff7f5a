/// The device facts every loyalty request carries as headers (and the device-info payload).
public struct LoyaltyDevice: Sendable, Hashable, Codable {
  /// The app's bundle identifier.
  public var bundleID: String
  /// A per-install identifier (the vendor identifier on iOS).
  public var deviceID: String
  /// `ios`, `macos`, `linux`, …
  public var platform: String
  /// The OS version (`17.4`).
  public var osVersion: String
  /// The device model (`iPhone15,2`).
  public var model: String
  /// The app's version.
  public var appVersion: String

  /// Creates the description of a device.
  public init(
    bundleID: String, deviceID: String, platform: String = "ios", osVersion: String, model: String = "",
    appVersion: String = ""
  ) {
    self.bundleID = bundleID
    self.deviceID = deviceID
    self.platform = platform
    self.osVersion = osVersion
    self.model = model
    self.appVersion = appVersion
  }

  /// The platform/device headers: `channel`, `loyalty-bundle-id`, `unique-device-id`, `vendor`,
  /// `platform`, `os_version`.
  public var headers: [String: String] {
    [
      "channel": "mobile", "loyalty-bundle-id": "\(platform):\(bundleID)", "unique-device-id": deviceID,
      "vendor": "apple", "platform": platform, "os_version": osVersion,
    ]
  }
}
