import Foundation

/// Formats amounts with a symbol and digit grouping, by hand, so the text is the same on every
/// platform and locale: `₹1,23,45,678.90` (Indian grouping) or `€12,345,678.90`.
///
/// ```swift
/// AmountFormatter.rupees.string(for: try DecimalParser.parse("12345678.9"))   // "₹1,23,45,678.90"
/// AmountFormatter(grouping: .indian).string(for: -1500)                       // "-1,500.00"
/// ```
///
/// The amount is rounded half up (away from zero) to ``fractionDigits`` first, never half to even.
public struct AmountFormatter: Sendable, Hashable {
  /// How the integer digits are grouped: ``DigitGrouping/indian`` (last three, then twos),
  /// ``DigitGrouping/international`` (threes; also used for ``DigitGrouping/any``) or
  /// ``DigitGrouping/none``.
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
  public static let rupees = AmountFormatter(grouping: .indian, fractionDigits: 2, symbol: "₹")

  /// `amount` formatted.
  public func string(for amount: Decimal) -> String {
    let digits = max(0, fractionDigits)
    let rounded = amount.rounded(scale: digits)
    let text = (rounded < 0 ? -rounded : rounded).plainString
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    var fraction = pieces.count > 1 ? String(pieces[1]) : ""
    fraction += String(repeating: "0", count: max(0, digits - fraction.count))
    var result = rounded < 0 ? "-" : ""
    result += symbol
    result += grouped(Array(pieces[0]))
    if digits > 0 { result += "." + fraction }
    return result
  }

  /// The integer digits with separators.
  private func grouped(_ digits: [Character]) -> String {
    let sizes: (first: Int, rest: Int)
    switch grouping {
    case .none: return String(digits)
    case .indian: sizes = (3, 2)
    case .international, .any: sizes = (3, 3)
    }
    var groups: [String] = []
    var end = digits.count
    var size = sizes.first
    while end > 0 {
      let start = max(0, end - size)
      groups.append(String(digits[start..<end]))
      end = start
      size = sizes.rest
    }
    return groups.reversed().joined(separator: ",")
  }
}
