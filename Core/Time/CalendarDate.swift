import Foundation

/// A calendar date without a time or time zone (a batch's expiry, an invoice's due date), written
/// `yyyy-MM-dd`. Days are counted in the proleptic Gregorian calendar.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The year.
  public let year: Int
  /// The month, 1–12.
  public let month: Int
  /// The day, 1–31 (valid for the month).
  public let day: Int

  /// The date, or `nil` when there is no such day.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) {
    // Howard Hinnant's civil_from_days.
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    self.day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    self.month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    self.year = yearOfEra + era * 400 + (self.month <= 2 ? 1 : 0)
  }

  /// The date `days` later (earlier when negative).
  public func adding(days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + days) }

  /// Reads `yyyy-MM-dd`, or `nil` when the text is not such a date.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The date of `instant` in `timeZone`.
  public init(_ instant: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: instant)
    self.year = parts.year ?? 1970
    self.month = parts.month ?? 1
    self.day = parts.day ?? 1
  }

  /// Days since 1970-01-01 (negative before).
  public var dayNumber: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Whole days from this date to `other` (negative when `other` is earlier).
  public func days(until other: CalendarDate) -> Int { other.dayNumber - dayNumber }

  /// `yyyy-MM-dd`.
  public var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Orders by day.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

  /// Decodes `yyyy-MM-dd`.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText(expecting: "a yyyy-MM-dd date") { CalendarDate($0) }
  }

  /// Encodes `yyyy-MM-dd`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(description)
  }

  private static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
