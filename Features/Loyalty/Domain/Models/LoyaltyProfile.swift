import SharedCore

/// The signed-in user's profile.
public struct LoyaltyProfile: Sendable, Hashable, Codable {
  /// The platform's id for the user.
  public var consumerUUID: String
  /// The email, when known.
  public var email: String
  /// The first name.
  public var firstName: String
  /// The last name.
  public var lastName: String
  /// The points balance.
  public var points: Int
  /// The preferred language.
  public var language: String

  /// Reads the platform's profile object.
  public init(platform value: JSONValue, path: String = "profile") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    consumerUUID = object.string("consumer_uuid") ?? ""
    email = object.string("email") ?? ""
    firstName = object.string("firstname") ?? ""
    lastName = object.string("lastname") ?? ""
    points = object.int("user_points") ?? 0
    language = object.string("language") ?? ""
  }
}
