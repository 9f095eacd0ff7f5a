import Foundation
import SharedCore

/// Formats amounts on bills with a currency symbol and digit grouping, by hand, so the text is the
/// same on every platform and locale: `₹1,23,45,678.90` (Indian grouping) or `€12,345,678.90`.
/// SharedCore's `AmountFormatter` does the work; this is its bills-facing name.
///
/// ```swift
/// BillAmountFormatter.rupees.string(for: try DecimalParser.parse("12345678.9"))   // "₹1,23,45,678.90"
/// BillAmountFormatter.rupees.string(for: -1500)                                   // "-₹1,500.00"
/// ```
///
/// The amount is rounded half up (away from zero) to ``fractionDigits`` first, never half to even.
public struct BillAmountFormatter: Sendable, Hashable {
  /// How the integer digits are grouped: `DigitGrouping.indian` (last three, then twos),
  /// `DigitGrouping.international` (threes; also used for `DigitGrouping.any`) or
  /// `DigitGrouping.none`.
  public var grouping: DigitGrouping
  /// Fraction digits shown, always all of them: `2` gives `1,500.00`.
  public var fractionDigits: Int
  /// Put before the number (after a minus sign): `"₹"`, `"€"`, `"Rs. "`, or empty.
  public var symbol: String

  /// A formatter.
  public init(grouping: DigitGrouping, fractionDigits: Int = 2, symbol: String = "") {
    self.grouping = grouping
    self.fractionDigits = fractionDigits
    self.symbol = symbol
  }

  /// Rupees: `₹1,23,45,678.90`.
  public static let rupees = BillAmountFormatter(grouping: .indian, fractionDigits: 2, symbol: "₹")

  /// `amount` formatted.
  public func string(for amount: Decimal) -> String {
    AmountFormatter(grouping: grouping, fractionDigits: fractionDigits, symbol: symbol).string(for: amount)
  }
}
