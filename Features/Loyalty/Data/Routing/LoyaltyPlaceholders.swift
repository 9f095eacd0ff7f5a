/// The values substituted for `{name}` placeholders in a loyalty route's own templates: its path
/// and ``LoyaltyRoute/bodyTemplate`` (never in the parameters, which are sent as given).
///
/// A placeholder with no value is an error naming it, never an empty path segment or a literal
/// `{access_token}` sent to the server.
public struct LoyaltyPlaceholders: Sendable, Hashable {
  /// The values by placeholder name (`appUUID`, `access_token`, `refresh_token`, `web_id`,
  /// `api_key`, `sessionUuid`).
  public var values: [String: String]

  /// Creates the table; `api_key` is the platform's legacy empty value.
  public init(
    appUUID: String,
    webID: String,
    accessToken: String? = nil,
    refreshToken: String? = nil,
    sessionUUID: String? = nil
  ) {
    var values = ["appUUID": appUUID, "web_id": webID, "api_key": ""]
    values["access_token"] = accessToken
    values["refresh_token"] = refreshToken
    values["sessionUuid"] = sessionUUID
    self.values = values
  }

  /// The template `text` with every `{name}` replaced.
  /// - Throws: ``LoyaltyPlaceholderError`` naming the first placeholder without a value, or the
  ///   position of an unclosed brace (never the text itself).
  public func fill(_ text: String) throws(LoyaltyPlaceholderError) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else {
        throw .unclosed(offset: text.distance(from: text.startIndex, to: open))
      }
      let name = String(rest[afterOpen..<close])
      guard let value = values[name] else { throw .missing(name) }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}
