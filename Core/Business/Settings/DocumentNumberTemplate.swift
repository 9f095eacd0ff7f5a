import Foundation

/// How one document type's numbers are written: a prefix and a suffix around a zero-padded running
/// number, with the financial year where `{FY}` (`25-26`) or `{FYYYY}` (`2025-26`) appears.
///
/// GST Rule 46(b) asks for a consecutive serial number of at most 16 characters, unique within a
/// financial year, of letters, digits, `-` and `/` (the e-invoice schema also refuses a number that
/// starts with `0`, `-` or `/`). ``problems()`` checks the longest number the template can write, so a
/// template is refused while it is typed, not at the 10,000th invoice.
///
/// ```swift
/// let template = DocumentNumberTemplate(prefix: "SGS/{FY}/", digits: 4)
/// template.number(42, financialYearStartingIn: 2025)   // "SGS/25-26/0042"
/// ```
public struct DocumentNumberTemplate: Codable, Sendable, Hashable {
  /// Something wrong with a template: the part at fault (`prefix`, `suffix`, `digits`, or empty for
  /// the whole number) and why.
  public struct Problem: Sendable, Hashable, CustomStringConvertible {
    /// `prefix`, `suffix`, `digits`, or empty for the number as a whole.
    public var part: String
    /// What is wrong, for a person.
    public var message: String

    /// A problem.
    public init(part: String, message: String) {
      self.part = part
      self.message = message
    }

    /// `part: message`.
    public var description: String { part.isEmpty ? message : "\(part): \(message)" }
  }

  /// The longest document number GST Rule 46 allows.
  public static let maximumLength = 16
  /// The financial-year tokens a prefix or suffix may hold.
  public static let tokens = ["{FYYYY}", "{FY}"]

  /// Text before the running number; may hold `{FY}` or `{FYYYY}`.
  public var prefix: String
  /// Text after the running number; may hold `{FY}` or `{FYYYY}`.
  public var suffix: String
  /// The running number's digits, zero-padded (`3` writes `007`), 1 to 9.
  public var digits: Int

  /// A template; `INV/{FY}/` with 4 digits writes `INV/25-26/0001`.
  public init(prefix: String, suffix: String = "", digits: Int = 4) {
    self.prefix = prefix
    self.suffix = suffix
    self.digits = digits
  }

  /// The number `sequence` of the financial year that starts in `startYear` (April 2025 to March 2026
  /// is `2025`), without any check.
  public func number(_ sequence: Int, financialYearStartingIn startYear: Int) -> String {
    let running = String(sequence)
    let padded = String(repeating: "0", count: max(0, digits - running.count)) + running
    return Self.expand(prefix, startYear) + padded + Self.expand(suffix, startYear)
  }

  /// Every problem of the template, empty when it is sound: an unknown `{…}` token, a character Rule 46
  /// does not allow, digits outside 1 to 9, a first character the e-invoice schema refuses, or a
  /// longest number over ``maximumLength`` characters.
  public func problems() -> [Problem] {
    var problems: [Problem] = []
    for (part, text) in [("prefix", prefix), ("suffix", suffix)] {
      let plain = Self.tokens.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
      if plain.contains("{") || plain.contains("}") {
        problems.append(Problem(part: part, message: "only {FY} and {FYYYY} may appear in braces"))
      } else if let bad = plain.first(where: { !Self.isAllowed($0) }) {
        problems.append(Problem(part: part, message: "holds '\(bad)': only letters, digits, '-' and '/' are allowed"))
      }
    }
    guard (1...9).contains(digits) else {
      return problems + [Problem(part: "digits", message: "must be 1 to 9")]
    }
    guard problems.isEmpty else { return problems }
    let first = number(1, financialYearStartingIn: 2025)
    if let head = first.first, !(head.isASCII && (head.isLetter || ("1"..."9").contains(head))) {
      problems.append(Problem(part: "", message: "writes \(first): a number must start with a letter or 1 to 9"))
    }
    let longest = number(Int(String(repeating: "9", count: digits)) ?? 0, financialYearStartingIn: 2099)
    if longest.count > Self.maximumLength {
      let message = "writes \(longest) (\(longest.count) characters): GST allows at most \(Self.maximumLength)"
      problems.append(Problem(part: "", message: message))
    }
    return problems
  }

  /// `text` with `{FYYYY}` and `{FY}` written for the financial year starting in `startYear`.
  public static func expand(_ text: String, _ startYear: Int) -> String {
    guard text.contains("{") else { return text }
    let next = twoDigits((startYear + 1) % 100)
    return text.replacingOccurrences(of: "{FYYYY}", with: "\(startYear)-\(next)")
      .replacingOccurrences(of: "{FY}", with: "\(twoDigits(startYear % 100))-\(next)")
  }

  private static func isAllowed(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "/")
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
