import Foundation
import SharedCore

/// The period a GST return covers: a calendar month, or a quarter of the Indian financial year
/// (April–June, July–September, October–December, January–March) for a taxpayer who files quarterly.
///
/// The portal names a period by its `fp` text, `MMYYYY`; a quarter by its last month, as the GSTR-1
/// of a quarterly filer does.
///
/// ```swift
/// let july = try GSTReturnPeriod(fp: "072024")             // July 2024
/// july.contains(CalendarDate("2024-07-31")!)               // true
/// let quarter = try GSTReturnPeriod.quarter(endingIn: 9, of: 2024)
/// quarter.fp                                               // "092024"
/// quarter.firstDay                                         // 2024-07-01
/// try GSTReturnPeriod(fp: "132024")                        // GSTReturnPeriodError.month("132024")
/// ```
public struct GSTReturnPeriod: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// How long the period is.
  public enum Length: String, Sendable, Hashable, Codable, CaseIterable {
    /// One calendar month.
    case month
    /// Three months of a financial-year quarter.
    case quarter
  }

  /// How long the period is.
  public let length: Length
  /// The first day of the period.
  public let firstDay: CalendarDate
  /// The last day of the period.
  public let lastDay: CalendarDate

  private let firstDayNumber: Int
  private let lastDayNumber: Int

  /// The month `month` (1–12) of `year`.
  /// - Throws: ``GSTReturnPeriodError`` for a month outside 1–12 or a period before GST (July 2017).
  public static func month(_ month: Int, of year: Int) throws(GSTReturnPeriodError) -> GSTReturnPeriod {
    try GSTReturnPeriod(length: .month, lastMonth: month, year: year)
  }

  /// The quarter that ends with `month` (3, 6, 9 or 12) of `year`.
  /// - Throws: ``GSTReturnPeriodError`` for a month that ends no quarter or a period before GST.
  public static func quarter(endingIn month: Int, of year: Int) throws(GSTReturnPeriodError) -> GSTReturnPeriod {
    try GSTReturnPeriod(length: .quarter, lastMonth: month, year: year)
  }

  /// Reads the portal's `fp` text, `MMYYYY`; for a quarter, the month is the quarter's last.
  /// - Throws: ``GSTReturnPeriodError`` naming what is wrong with the text.
  public init(fp text: String, length: Length = .month) throws(GSTReturnPeriodError) {
    let bytes = Array(text.utf8)
    guard bytes.count == 6, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      throw .notMMYYYY(text)
    }
    let digits = bytes.map { Int($0 - UInt8(ascii: "0")) }
    let month = digits[0] * 10 + digits[1]
    let year = digits[2...].reduce(0) { $0 * 10 + $1 }
    guard (1...12).contains(month) else { throw .month(text) }
    try self.init(length: length, lastMonth: month, year: year)
  }

  /// The month or quarter that contains `date`.
  public init(containing date: CalendarDate, length: Length = .month) {
    let lastMonth = length == .month ? date.month : ((date.month + 2) / 3) * 3
    let first = CalendarDate(year: date.year, month: lastMonth - (length == .month ? 0 : 2), day: 1) ?? date
    let last = Self.lastDay(ofMonth: lastMonth, year: date.year) ?? date
    self.init(length: length, firstDay: first, lastDay: last)
  }

  private init(length: Length, lastMonth: Int, year: Int) throws(GSTReturnPeriodError) {
    let text = Self.fpText(month: lastMonth, year: year)
    guard (1...12).contains(lastMonth) else { throw .month(text) }
    if length == .quarter, !lastMonth.isMultiple(of: 3) { throw .notQuarterEnd(text) }
    let firstMonth = length == .month ? lastMonth : lastMonth - 2
    guard let first = CalendarDate(year: year, month: firstMonth, day: 1),
      let last = Self.lastDay(ofMonth: lastMonth, year: year)
    else { throw .year(text) }
    guard last >= Self.gstLaunch else { throw .beforeGST(text) }
    self.init(length: length, firstDay: first, lastDay: last)
  }

  private init(length: Length, firstDay: CalendarDate, lastDay: CalendarDate) {
    self.length = length
    self.firstDay = firstDay
    self.lastDay = lastDay
    self.firstDayNumber = firstDay.dayNumber
    self.lastDayNumber = lastDay.dayNumber
  }

  /// The portal's `MMYYYY` text: the month, or a quarter's last month.
  public var fp: String { Self.fpText(month: lastDay.month, year: lastDay.year) }

  /// Whether `date` falls within the period.
  public func contains(_ date: CalendarDate) -> Bool {
    let day = date.dayNumber
    return day >= firstDayNumber && day <= lastDayNumber
  }

  /// The financial year the period belongs to, as `2024-25`.
  public var financialYear: String {
    let start = lastDay.month >= 4 ? lastDay.year : lastDay.year - 1
    let end = (start + 1) % 100
    return "\(start)-\(end < 10 ? "0" : "")\(end)"
  }

  /// `072024 (month)`.
  public var description: String { "\(fp) (\(length.rawValue))" }

  /// Orders by first day, then the month before the quarter that ends with it.
  public static func < (lhs: GSTReturnPeriod, rhs: GSTReturnPeriod) -> Bool {
    (lhs.firstDayNumber, lhs.lastDayNumber) < (rhs.firstDayNumber, rhs.lastDayNumber)
  }

  private enum CodingKeys: String, CodingKey { case fp, length }

  /// Decodes `{"fp":"072024","length":"month"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let length = try container.decode(Length.self, forKey: .length)
    let text = try container.decode(String.self, forKey: .fp)
    do { try self.init(fp: text, length: length) } catch {
      throw DecodingError.dataCorruptedError(forKey: .fp, in: container, debugDescription: error.description)
    }
  }

  /// Encodes `{"fp":"072024","length":"month"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fp, forKey: .fp)
    try container.encode(length, forKey: .length)
  }

  // MARK: - Helpers

  /// The first day of GST: 1 July 2017.
  static let gstLaunch = CalendarDate(year: 2017, month: 7, day: 1) ?? CalendarDate(dayNumber: 0)

  private static func lastDay(ofMonth month: Int, year: Int) -> CalendarDate? {
    guard let first = CalendarDate(year: year, month: month, day: 1) else { return nil }
    let next =
      month == 12 ? CalendarDate(year: year + 1, month: 1, day: 1) : CalendarDate(year: year, month: month + 1, day: 1)
    return next.map { $0.adding(days: -1) } ?? first.adding(days: 30)
  }

  private static func fpText(month: Int, year: Int) -> String {
    let monthText = month < 10 ? "0\(month)" : "\(month)"
    let yearText = String(year)
    return monthText + String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
  }
}
