/// The values substituted for `{name}` placeholders in loyalty paths and request bodies.
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

  /// `text` with every `{name}` replaced.
  /// - Throws: ``LoyaltyPlaceholderError`` naming the first placeholder without a value, or an
  ///   unclosed brace.
  public func fill(_ text: String) throws(LoyaltyPlaceholderError) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else { throw .unclosed(text) }
      let name = String(rest[afterOpen..<close])
      guard let value = values[name] else { throw .missing(name) }
      result += value
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}

/// A placeholder that could not be filled.
public enum LoyaltyPlaceholderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `{name}` has no value (a session UUID not given, a token not stored).
  case missing(String)
  /// A `{` without its `}` in the text.
  case unclosed(String)

  /// Names the placeholder.
  public var description: String {
    switch self {
    case .missing(let name): "No value for the placeholder {\(name)}"
    case .unclosed(let text): "Unclosed placeholder in '\(text)'"
    }
  }
}
