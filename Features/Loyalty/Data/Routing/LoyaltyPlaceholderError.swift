/// A placeholder that could not be filled.
public enum LoyaltyPlaceholderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `{name}` has no value (a session UUID not given, a token not stored).
  case missing(String)
  /// A `{` without its `}`, at this character offset of the template (the text is not kept).
  case unclosed(offset: Int)

  /// Names the placeholder, or where the unclosed brace is.
  public var description: String {
    switch self {
    case .missing(let name): "No value for the placeholder {\(name)}"
    case .unclosed(let offset): "Unclosed placeholder brace at character \(offset)"
    }
  }
}
