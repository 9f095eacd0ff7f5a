/// Why text is not an email address.
public enum PartyEmailAddressError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not `name@domain`.
  case shape(String)
  /// It contains spaces.
  case whitespace(String)
  /// The part after `@` is not a dotted domain.
  case domain(String)

  /// The reason, for a form field.
  public var description: String {
    switch self {
    case .shape: "An email address looks like name@example.com."
    case .whitespace: "An email address has no spaces."
    case .domain(let domain): "\"\(domain)\" is not a domain such as example.com."
    }
  }
}
