import SharedCore

/// How printed documents write dates. Indian invoices use day-month-year ("12-04-2025"), the
/// default; the separator and order can be changed.
public enum BillDateStyle: Sendable, Hashable, Codable {
  /// Day, month, four-digit year, two digits each for day and month: "12-04-2025" with `"-"`.
  case dayMonthYear(separator: String)
  /// ISO 8601 "2025-04-12".
  case iso8601

  /// DD-MM-YYYY.
  public static let standard = BillDateStyle.dayMonthYear(separator: "-")

  /// `date` in this style.
  public func string(for date: CalendarDate) -> String {
    switch self {
    case .dayMonthYear(let separator):
      [Self.twoDigits(date.day), Self.twoDigits(date.month), String(date.year)].joined(separator: separator)
    case .iso8601: "\(date)"
    }
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
