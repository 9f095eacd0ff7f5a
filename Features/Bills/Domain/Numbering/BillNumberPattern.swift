import Foundation
import SharedCore

/// How a series writes its numbers: prefix, financial year and separator, the sequence zero-padded to
/// a number of digits, suffix — `INV/` + `25-26` + `/` + `00042` = `INV/25-26/00042`.
///
/// The prefix and suffix may also hold the financial year's tokens, `{FY}` (`25-26`) and `{FYYYY}`
/// (`2025-26`), as a company's settings write them (``init(template:)``).
///
/// ``BillNumberSeries`` checks a pattern against GST Rule 46 when it is configured.
public struct BillNumberPattern: Sendable, Hashable, Codable {
  /// Text before everything else: `"INV/"`; may hold `{FY}` or `{FYYYY}`.
  public var prefix: String
  /// How the financial year is written, or `nil` to leave it out.
  public var financialYear: BillFinancialYear.Style?
  /// Text after the financial year (only written with it): `"/"`.
  public var separator: String
  /// The sequence is padded with zeros to this many digits, 1–9.
  public var sequenceDigits: Int
  /// Text after the sequence; may hold `{FY}` or `{FYYYY}`.
  public var suffix: String
  /// The highest sequence number the series hands out; `nil` for the highest that fits in
  /// ``sequenceDigits`` (99999 for 5 digits).
  public var maximumSequence: Int?

  /// A pattern.
  public init(
    prefix: String = "", financialYear: BillFinancialYear.Style? = nil, separator: String = "/",
    sequenceDigits: Int = 5, suffix: String = "", maximumSequence: Int? = nil
  ) {
    self.prefix = prefix
    self.financialYear = financialYear
    self.separator = separator
    self.sequenceDigits = sequenceDigits
    self.suffix = suffix
    self.maximumSequence = maximumSequence
  }

  /// The pattern a company's settings write as `template`: its prefix and suffix (tokens and all)
  /// around its digits, with no financial year of its own.
  public init(template: DocumentNumberTemplate) {
    self.init(prefix: template.prefix, separator: "", sequenceDigits: template.digits, suffix: template.suffix)
  }

  /// The number for `sequence` in `year`, without any check.
  func text(sequence: Int, year: BillFinancialYear) -> String {
    let digits = String(sequence)
    let padding = String(repeating: "0", count: max(0, sequenceDigits - digits.count))
    let yearPart = financialYear.map { year.label($0) + separator } ?? ""
    return Self.expand(prefix, year) + yearPart + padding + digits + Self.expand(suffix, year)
  }

  /// `text` with `{FYYYY}` and `{FY}` written for `year`.
  static func expand(_ text: String, _ year: BillFinancialYear) -> String {
    guard text.contains("{") else { return text }
    return text.replacingOccurrences(of: "{FYYYY}", with: year.label(.long))
      .replacingOccurrences(of: "{FY}", with: year.label(.short))
  }
}
