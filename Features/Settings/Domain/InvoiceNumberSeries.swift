import Foundation

/// How one document type's numbers are written: a prefix and suffix around a running number, with
/// the financial year where `{FY}` (`25-26`) or `{FYYYY}` (`2025-26`) appears.
///
/// GST Rule 46(b) asks for a number of at most 16 characters, unique within a financial year, of
/// letters, digits, `-` and `/` only: ``validate(at:)`` checks the longest number the series can
/// write, so a pattern is refused while it is typed, not at the 10,000th invoice.
public struct InvoiceNumberSeries: Codable, Sendable, Hashable {
  /// Text before the number; may hold `{FY}` or `{FYYYY}`.
  public var prefix: String
  /// Text after the number; may hold `{FY}` or `{FYYYY}`.
  public var suffix: String
  /// The running number's digits, zero-padded (`3` → `007`).
  public var digits: Int

  /// A series; `INV/{FY}/` with 4 digits writes `INV/25-26/0001`.
  public init(prefix: String, suffix: String = "", digits: Int = 4) {
    self.prefix = prefix
    self.suffix = suffix
    self.digits = digits
  }

  /// The number `sequence` of the financial year starting in April of `startYear`.
  public func number(_ sequence: Int, financialYearStartingIn startYear: Int) -> String {
    let running = String(sequence)
    let padded = String(repeating: "0", count: max(0, digits - running.count)) + running
    return expand(prefix, startYear) + padded + expand(suffix, startYear)
  }

  /// The problems of this series, named under `path`: unknown `{…}` tokens, characters Rule 46
  /// does not allow, and a longest number over 16 characters.
  public func problems(at path: String) -> [CompanySettingsError.Problem] {
    var problems: [CompanySettingsError.Problem] = []
    for (name, text) in [("prefix", prefix), ("suffix", suffix)] {
      let plain = text.replacingOccurrences(of: "{FYYYY}", with: "").replacingOccurrences(of: "{FY}", with: "")
      if plain.contains("{") || plain.contains("}") {
        problems.append(.init(field: "\(path).\(name)", message: "only {FY} and {FYYYY} may appear in braces"))
      } else if !plain.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "/") }) {
        problems.append(.init(field: "\(path).\(name)", message: "may hold only letters, digits, '-' and '/'"))
      }
    }
    if !(1...10).contains(digits) {
      problems.append(.init(field: "\(path).digits", message: "must be 1 to 10"))
    } else {
      let longest = number(Int(String(repeating: "9", count: digits)) ?? 0, financialYearStartingIn: 2099)
      if longest.count > 16 {
        problems.append(
          .init(field: path, message: "writes \(longest) (\(longest.count) characters): GST allows at most 16"))
      }
    }
    return problems
  }

  private func expand(_ text: String, _ startYear: Int) -> String {
    let next = String(format: "%02d", (startYear + 1) % 100)
    return text.replacingOccurrences(of: "{FYYYY}", with: "\(startYear)-\(next)")
      .replacingOccurrences(of: "{FY}", with: String(format: "%02d", startYear % 100) + "-" + next)
  }
}
