import Foundation

/// A GS1 `YYMMDD` date (AIs 11–17 and others), where day `00` means the last day of the month.
///
/// The century follows GS1 General Specifications §7.12: a two-digit year is placed in the century
/// that puts it from 49 years before to 50 years after the reference year.
public struct GS1Date: Sendable, Hashable, Comparable {
  /// Four-digit year.
  public let year: Int
  /// Month, 1–12.
  public let month: Int
  /// Day as encoded, 0–31; 0 stands for the last day of the month.
  public let encodedDay: Int

  /// Parses `YYMMDD` (day `00` allowed); `nil` when the text is not a valid GS1 date.
  /// - Parameters:
  ///   - text: Six digits, `YYMMDD`.
  ///   - referenceYear: the year the century window is centred on (default: the current UTC year).
  public init?(yymmdd text: String, referenceYear: Int? = nil) {
    let digits = Array(text.utf8)
    guard digits.count == 6, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    let number = { (index: Int) in Int(digits[index] - 48) * 10 + Int(digits[index + 1] - 48) }
    let twoDigitYear = number(0)
    let reference = referenceYear ?? GS1Date.currentYear()
    let difference = twoDigitYear - reference % 100
    var century = reference / 100
    if difference >= 51 { century -= 1 } else if difference <= -50 { century += 1 }
    self.init(year: century * 100 + twoDigitYear, month: number(2), encodedDay: number(4))
    guard (1...12).contains(month), encodedDay <= GS1DateRules.daysIn(month: month, year: year) else { return nil }
  }

  /// Creates a date from its parts (day 0: last day of the month).
  public init(year: Int, month: Int, encodedDay: Int) {
    self.year = year
    self.month = month
    self.encodedDay = encodedDay
  }

  /// The actual day of the month (day `00` resolved to the month's last day).
  public var day: Int { encodedDay == 0 ? GS1DateRules.daysIn(month: month, year: year) : encodedDay }

  /// Year, month and (resolved) day.
  public var dateComponents: DateComponents { DateComponents(year: year, month: month, day: day) }

  /// Midnight UTC at the start of the (resolved) day.
  public var date: Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.date(from: dateComponents)
  }

  /// Orders by year, month and day as written, so a day-00 date sorts before the 1st of its month.
  public static func < (lhs: GS1Date, rhs: GS1Date) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static func currentYear() -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.component(.year, from: Date())
  }
}
