import SharedCore

/// A financial year: twelve months from a start month, April–March in India (so 1 April 2025 to
/// 31 March 2026 is `2025-26`), January–December where the calendar year is the financial year.
public struct BillFinancialYear: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// How a financial year is written in a document number.
  public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
    /// `2025-26` (or `2025` for a calendar year).
    case long
    /// `25-26` (or `25` for a calendar year).
    case short
  }

  /// The calendar year it starts in.
  public let startYear: Int
  /// The month it starts in, 1–12.
  public let startMonth: Int

  /// The financial year starting in `startMonth` of `startYear`.
  /// - Throws: ``BillNumberingError/invalidFinancialYear(startYear:startMonth:)`` unless the month is 1–12
  ///   and the year 1000–9998.
  public init(startYear: Int, startMonth: Int = 4) throws(BillNumberingError) {
    guard (1...12).contains(startMonth), (1000...9998).contains(startYear) else {
      throw .invalidFinancialYear(startYear: startYear, startMonth: startMonth)
    }
    self.startYear = startYear
    self.startMonth = startMonth
  }

  /// The financial year starting in `startMonth` that contains `date`.
  /// - Throws: ``BillNumberingError/invalidFinancialYear(startYear:startMonth:)``.
  public init(containing date: CalendarDate, startMonth: Int = 4) throws(BillNumberingError) {
    try self.init(startYear: date.month >= startMonth ? date.year : date.year - 1, startMonth: startMonth)
  }

  /// Reads a financial year, checking it as ``init(startYear:startMonth:)`` does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      startYear: container.decode(Int.self, forKey: .startYear),
      startMonth: container.decode(Int.self, forKey: .startMonth))
  }

  /// The year's first day (1 April 2025 for 2025-26).
  public var firstDay: CalendarDate {
    CalendarDate(year: startYear, month: startMonth, day: 1) ?? CalendarDate(dayNumber: 0)
  }

  /// The year's last day (31 March 2026 for 2025-26).
  public var lastDay: CalendarDate {
    let next = CalendarDate(year: startYear + 1, month: startMonth, day: 1) ?? firstDay
    return CalendarDate(dayNumber: next.dayNumber - 1)
  }

  /// Whether `date` falls in this financial year.
  public func contains(_ date: CalendarDate) -> Bool {
    (try? BillFinancialYear(containing: date, startMonth: startMonth)) == self
  }

  /// The year as a document number shows it: `2025-26` or `25-26`; `2025` or `25` for a calendar year.
  public func label(_ style: Style) -> String {
    let start = style == .long ? String(startYear) : Self.twoDigits(startYear % 100)
    return startMonth == 1 ? start : "\(start)-\(Self.twoDigits((startYear + 1) % 100))"
  }

  /// `2025-26`.
  public var description: String { label(.long) }

  /// Earlier years first (for the same start month).
  public static func < (lhs: BillFinancialYear, rhs: BillFinancialYear) -> Bool {
    (lhs.startYear, lhs.startMonth) < (rhs.startYear, rhs.startMonth)
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
