import SharedCore

/// A merchant (shop) with its location.
public struct LoyaltyMerchant: Sendable, Hashable, Codable, Identifiable {
  /// The identity.
  public var uuid: String
  /// The name.
  public var name: String
  /// The category's UUID.
  public var categoryUUID: String
  /// Latitude in degrees, when known.
  public var latitude: Double?
  /// Longitude in degrees, when known.
  public var longitude: Double?
  /// The street address.
  public var address: String
  /// The parent merchant, for branches.
  public var parentUUID: String?
  /// Whether the merchant is shown before any filter is chosen.
  public var isDefaultShown: Bool
  /// Free-form tags.
  public var tags: [String]

  /// The identity: ``uuid``.
  public var id: String { uuid }

  /// Reads the platform's merchant object.
  public init(platform value: JSONValue, path: String = "merchant") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    uuid = try object.required("uuid")
    name = object.string("name") ?? ""
    categoryUUID = object.string("category_uuid") ?? ""
    latitude = object.double("lat")
    longitude = object.double("lon")
    address = object.string("address") ?? ""
    let parent = object.string("parent") ?? ""
    parentUUID = parent.isEmpty ? nil : parent
    isDefaultShown = object.bool("default_shown") ?? false
    tags = object.strings("tags")
  }
}
