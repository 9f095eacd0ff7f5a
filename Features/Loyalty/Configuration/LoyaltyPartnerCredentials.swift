/// The HTTP Basic credentials of the Cosmote partner endpoint; never shown in descriptions.
public struct LoyaltyPartnerCredentials: Sendable, Hashable, Codable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The partner user.
  public var username: String
  /// The partner password.
  public var password: String

  /// Creates the credentials.
  public init(username: String, password: String) {
    self.username = username
    self.password = password
  }

  /// The user; the password is redacted.
  public var description: String { "LoyaltyPartnerCredentials(username: \(username), password: <redacted>)" }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no password either.
  public var customMirror: Mirror {
    Mirror(self, children: ["username": username, "password": "<redacted>"], displayStyle: .struct)
  }
}
