import Foundation
import SharedCore

/// The days a report covers: a financial year, a month, or any range of dates.
public struct ReportPeriod: Sendable, Hashable, Codable {
  /// The first and last day, both included.
  public var dates: ClosedRange<CalendarDate>

  /// The days from `first` through `last`.
  public init(_ dates: ClosedRange<CalendarDate>) {
    self.dates = dates
  }

  /// The Indian financial year that starts on 1 April of `year` and ends on 31 March of the next.
  public static func financialYear(startingIn year: Int) -> ReportPeriod {
    ReportPeriod(Self.date(year, 4, 1)...Self.date(year + 1, 3, 31))
  }

  /// The financial year `date` falls in.
  public static func financialYear(containing date: CalendarDate) -> ReportPeriod {
    financialYear(startingIn: date.month >= 4 ? date.year : date.year - 1)
  }

  /// The calendar month.
  public static func month(_ month: Int, of year: Int) -> ReportPeriod {
    let first = Self.date(year, month, 1)
    let next = month == 12 ? Self.date(year + 1, 1, 1) : Self.date(year, month + 1, 1)
    return ReportPeriod(first...next.adding(days: -1))
  }

  /// The first day.
  public var start: CalendarDate { dates.lowerBound }
  /// The last day.
  public var end: CalendarDate { dates.upperBound }

  /// Whether the period is one whole financial year, and which (its starting year).
  public var financialYearStart: Int? {
    let candidate = Self.financialYear(containing: start)
    return candidate == self ? candidate.start.year : nil
  }

  /// `"FY 2026-27"` for a financial year, `"2026-11-01 – 2026-11-30"` otherwise.
  public var title: String {
    if let year = financialYearStart { return "FY \(year)-\(String(format: "%02d", (year + 1) % 100))" }
    return "\(start) – \(end)"
  }

  /// A date the calendar has (every call here passes a valid one); day 1 of the month otherwise.
  private static func date(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day) ?? CalendarDate(dayNumber: 0)
  }
}
