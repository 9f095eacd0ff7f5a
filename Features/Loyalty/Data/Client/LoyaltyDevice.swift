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
  /// The OS name as the system reports it (`iOS`, `iPadOS`).
  public var systemName: String
  /// The app's build number.
  public var appBuild: String
  /// The current locale identifier (`el_GR`).
  public var locale: String
  /// The user's preferred languages, most preferred first (`["el-GR", "en-GR"]`).
  public var languages: [String]
  /// The screen's resolution in pixels (`1179x2556`).
  public var screenResolution: String
  /// Whether this is a development (debug) build.
  public var isDevelopment: Bool

  /// Creates the description of a device.
  public init(
    bundleID: String, deviceID: String, platform: String = "ios", osVersion: String, model: String = "",
    appVersion: String = "", systemName: String = "", appBuild: String = "", locale: String = "",
    languages: [String] = [], screenResolution: String = "", isDevelopment: Bool = false
  ) {
    self.bundleID = bundleID
    self.deviceID = deviceID
    self.platform = platform
    self.osVersion = osVersion
    self.model = model
    self.appVersion = appVersion
    self.systemName = systemName
    self.appBuild = appBuild
    self.locale = locale
    self.languages = languages
    self.screenResolution = screenResolution
    self.isDevelopment = isDevelopment
  }

  /// Reads a device; JSON written before the newer facts existed gets their defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      bundleID: try container.decode(String.self, forKey: .bundleID),
      deviceID: try container.decode(String.self, forKey: .deviceID),
      platform: try container.decode(String.self, forKey: .platform),
      osVersion: try container.decode(String.self, forKey: .osVersion),
      model: try container.decodeIfPresent(String.self, forKey: .model) ?? "",
      appVersion: try container.decodeIfPresent(String.self, forKey: .appVersion) ?? "",
      systemName: try container.decodeIfPresent(String.self, forKey: .systemName) ?? "",
      appBuild: try container.decodeIfPresent(String.self, forKey: .appBuild) ?? "",
      locale: try container.decodeIfPresent(String.self, forKey: .locale) ?? "",
      languages: try container.decodeIfPresent([String].self, forKey: .languages) ?? [],
      screenResolution: try container.decodeIfPresent(String.self, forKey: .screenResolution) ?? "",
      isDevelopment: try container.decodeIfPresent(Bool.self, forKey: .isDevelopment) ?? false)
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
