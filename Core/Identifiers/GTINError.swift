/// Text that is not a GTIN, with the position of what is wrong and why.
public struct GTINError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the text is not a GTIN.
  public enum Reason: Sendable, Hashable {
    /// The text is empty.
    case empty
    /// A character other than `0`–`9` (a space, a letter, a hyphen).
    case notADigit(Character)
    /// The number of digits is none of 8, 12, 13 or 14.
    case wrongLength(Int)
    /// The last digit is not the check digit the others call for.
    case checkDigitMismatch(expected: Int, found: Int)
    /// A UPC-E (``GTIN/init(upcE:)``) of a length other than 8 digits.
    case upcELength(Int)
    /// A UPC-E whose first digit, the number system, is not 0: GS1 zero-suppresses no other.
    case upcENumberSystem(Character)
  }

  /// The text as given.
  public let text: String
  /// The 1-based character position of what is wrong: the bad character, the check digit, or for a
  /// wrong length the last digit (0 when the text is empty).
  public let position: Int
  /// What is wrong there.
  public let reason: Reason

  /// Creates an error for `text` at `position`.
  public init(text: String, position: Int, reason: Reason) {
    self.text = text
    self.position = position
    self.reason = reason
  }

  /// What is wrong, and where.
  public var description: String {
    let what =
      switch reason {
      case .empty: "is empty"
      case .notADigit(let character): "has \"\(character)\" at position \(position), where a digit belongs"
      case .wrongLength(let count): "has \(count) digits; a GTIN has 8, 12, 13 or 14"
      case .checkDigitMismatch(let expected, let found):
        "ends in check digit \(found) at position \(position); the digits before it call for \(expected)"
      case .upcELength(let count): "has \(count) digits; a UPC-E has 8"
      case .upcENumberSystem(let digit): "starts with \(digit); a UPC-E starts with number system 0"
      }
    return "\"\(text)\" is not a GTIN: it \(what)"
  }
}
