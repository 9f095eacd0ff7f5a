/// Why text is not a PAN.
public enum PANError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What a position must hold.
  public enum Expected: Sendable, Hashable {
    /// A letter A–Z.
    case letter
    /// A digit 0–9.
    case digit
  }

  /// It has this many characters instead of 10.
  case length(Int)
  /// The character at `position` (1-based) is not the letter or digit it must be.
  case character(position: Int, found: Character, expected: Expected)
  /// The fourth letter names no kind of holder.
  case entityType(Character)

  /// The reason, for a form field.
  public var description: String {
    switch self {
    case .length(let count): "A PAN has 10 characters, not \(count)."
    case .character(let position, let found, let expected):
      "Character \(position) of a PAN must be a \(expected == .digit ? "digit" : "letter"), not \"\(found)\"."
    case .entityType(let letter): "\"\(letter)\" (the fourth letter of a PAN) names no kind of holder."
    }
  }
}
