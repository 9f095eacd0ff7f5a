import SharedCore

/// Dates as the reference data writes them: built from literals known to be valid, and printed the
/// way notifications and messages say them (`26 Jan 2020`).
enum IndiaTaxDate {
  /// The first day of GST: 1 July 2017.
  static let gstLaunch = day(2017, 7, 1)

  /// A date the reference data names; the literals are valid dates, so the fallback is never used.
  static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day) ?? CalendarDate(dayNumber: 0)
  }

  /// `26 Jan 2020`.
  static func text(_ date: CalendarDate) -> String {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return "\(date.day) \(months[(date.month - 1) % 12]) \(date.year)"
  }
}
