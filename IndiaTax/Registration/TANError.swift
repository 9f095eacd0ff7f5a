/// Why text is not a TAN.
public enum TANError: Error, Sendable, Hashable, CustomStringConvertible {
  /// It has this many characters instead of 10.
  case length(Int)
  /// The character at `position` (1-based) is not the letter or digit it must be.
  case character(position: Int, found: Character, expected: PANError.Expected)

  /// The reason, for a form field.
  public var description: String {
    switch self {
    case .length(let count): "A TAN has 10 characters, not \(count)."
    case .character(let position, let found, let expected):
      "Character \(position) of a TAN must be a \(expected == .digit ? "digit" : "letter"), not \"\(found)\"."
    }
  }
}
