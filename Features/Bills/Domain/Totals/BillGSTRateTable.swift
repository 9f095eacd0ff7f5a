import Foundation
import SharedCore

/// The GST rates in force, by date: a document is checked against the rates of its own date, so an
/// invoice dated before a rate change keeps the old rates.
///
/// ```swift
/// let table = BillGSTRateTable.india
/// table.allows(40, on: CalendarDate("2025-09-21")!)   // false
/// table.allows(40, on: CalendarDate("2025-09-22")!)   // true
/// ```
public struct BillGSTRateTable: Sendable, Hashable, Codable {
  /// The rates in force from a date until the next period starts.
  public struct Period: Sendable, Hashable, Codable {
    /// The first day the rates apply.
    public var effectiveFrom: CalendarDate
    /// The GST rates in percent (the whole rate, not the CGST or SGST half).
    public var rates: [Decimal]

    /// A period.
    public init(effectiveFrom: CalendarDate, rates: [Decimal]) {
      self.effectiveFrom = effectiveFrom
      self.rates = rates
    }
  }

  /// The periods, earliest first.
  public let periods: [Period]

  /// A table of periods in any order.
  public init(periods: [Period]) {
    self.periods = periods.sorted { $0.effectiveFrom < $1.effectiveFrom }
  }

  /// The rates in force on `date`, or `nil` before the first period.
  public func rates(on date: CalendarDate) -> [Decimal]? {
    periods.last { $0.effectiveFrom <= date }?.rates
  }

  /// Whether `rate` is in force on `date`.
  public func allows(_ rate: Decimal, on date: CalendarDate) -> Bool {
    rates(on: date)?.contains(rate) ?? false
  }

  /// India's GST rates: from 1 July 2017 the e-invoice master list (0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5,
  /// 12, 18 and 28 %); from 22 September 2025 (GST 2.0, the 56th GST Council) 12 % is retired and
  /// 40 % added (0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 18, 28 and 40 %; 28 % stays for tobacco products).
  /// Replace it with your own table when rates change again.
  public static let india = BillGSTRateTable(periods: [
    Period(effectiveFrom: day(2017, 7, 1), rates: percents("0 0.1 0.25 1 1.5 3 5 6 7.5 12 18 28")),
    Period(effectiveFrom: day(2025, 9, 22), rates: percents("0 0.1 0.25 1 1.5 3 5 6 7.5 18 28 40")),
  ])

  private static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day) ?? CalendarDate(dayNumber: 0)
  }

  private static func percents(_ list: String) -> [Decimal] {
    list.split(separator: " ").compactMap { try? DecimalParser.parse(String($0)) }
  }
}
