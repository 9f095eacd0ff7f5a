/// Text that ``DecimalParser`` could not read as a decimal number, with where and why.
public struct DecimalParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the text is not a number.
  public enum Reason: Sendable, Hashable {
    /// The text is empty.
    case empty
    /// A character that has no place in a number (a letter, a space, a second `.`).
    case unexpectedCharacter(Character)
    /// A `,` where the grouping does not allow one (`12,3456`, or any `,` with ``DigitGrouping/none``).
    case misplacedGroupSeparator
    /// A sign or decimal point without digits on both sides (`-`, `.5`, `5.`).
    case missingDigits
    /// More than 38 significant digits, which `Decimal` cannot hold exactly.
    case tooManyDigits
  }

  /// The text as given.
  public let text: String
  /// The UTF-8 offset of the first character that is wrong (the text's length when the end is).
  public let offset: Int
  /// What is wrong there.
  public let reason: Reason

  /// Creates an error for `text` at `offset`.
  public init(text: String, offset: Int, reason: Reason) {
    self.text = text
    self.offset = offset
    self.reason = reason
  }

  /// What is wrong, and where.
  public var description: String {
    let what =
      switch reason {
      case .empty: "is empty"
      case .unexpectedCharacter(let character): "has an unexpected \"\(character)\" at offset \(offset)"
      case .misplacedGroupSeparator: "has a misplaced \",\" at offset \(offset)"
      case .missingDigits: "is missing digits at offset \(offset)"
      case .tooManyDigits: "has more than 38 significant digits"
      }
    return "\"\(text)\" is not a decimal number: it \(what)"
  }
}
