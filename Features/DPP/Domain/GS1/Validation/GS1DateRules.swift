/// Date and time linters of the GS1 syntax dictionary (`yymmd0`, `yymmdd`, `yyyymmdd`, `hhmi`, …).
enum GS1DateRules {
  /// Checks `YYMMDD` (or `YYYYMMDD`); with `allowDayZero`, day `00` means the month's last day.
  static func checkDate(_ value: UnsafeBufferPointer<UInt8>, centuryDigits: Bool, allowDayZero: Bool)
    -> GS1LintFailure?
  {
    let length = centuryDigits ? 8 : 6
    if value.count < length { return GS1LintFailure(violation: .dateTooShort, position: 0) }
    if value.count > length { return GS1LintFailure(violation: .dateTooLong, position: 0) }
    let yearDigits = centuryDigits ? 4 : 2
    let year = number(UnsafeBufferPointer(rebasing: value[..<yearDigits]))
    let month = number(UnsafeBufferPointer(rebasing: value[yearDigits..<(yearDigits + 2)]))
    let day = number(UnsafeBufferPointer(rebasing: value[(yearDigits + 2)...]))
    guard (1...12).contains(month) else { return GS1LintFailure(violation: .illegalMonth, position: yearDigits) }
    let fullYear = centuryDigits ? year : 2000 + year
    if day == 0 && allowDayZero { return nil }
    guard day >= 1 && day <= daysIn(month: month, year: fullYear) else {
      return GS1LintFailure(violation: .illegalDay, position: yearDigits + 2)
    }
    return nil
  }

  /// Checks `HHMI`.
  static func checkHourMinute(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    if value.count < 4 { return GS1LintFailure(violation: .timeTooShort, position: 0) }
    if value.count > 4 { return GS1LintFailure(violation: .timeTooLong, position: 0) }
    if number(UnsafeBufferPointer(rebasing: value[..<2])) > 23 {
      return GS1LintFailure(violation: .illegalHour, position: 0)
    }
    if number(UnsafeBufferPointer(rebasing: value[2...])) > 59 {
      return GS1LintFailure(violation: .illegalMinute, position: 2)
    }
    return nil
  }

  /// Checks a two-digit number against `range`.
  static func checkRange(_ value: UnsafeBufferPointer<UInt8>, _ range: ClosedRange<Int>, _ violation: GS1LintViolation)
    -> GS1LintFailure?
  {
    value.count == 2 && range.contains(number(value)) ? nil : GS1LintFailure(violation: violation, position: 0)
  }

  /// Days in a month; leap years per the Gregorian calendar.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The decimal value of ASCII digits (callers have checked they are digits; others count as 0).
  static func number(_ digits: UnsafeBufferPointer<UInt8>) -> Int {
    var value = 0
    for byte in digits { value = value &* 10 &+ (byte >= 48 && byte <= 57 ? Int(byte - 48) : 0) }
    return value
  }
}
