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
      }
    return "\"\(text)\" is not a GTIN: it \(what)"
  }
}
