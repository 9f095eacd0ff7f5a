import Foundation

/// Reads the HTTP `Date` header a server must send (RFC 9110 §6.6.1), in the IMF-fixdate form every
/// server generates (§5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`. Anything else is no date.
package enum HTTPDate {
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
  private static let days = ["Mon,", "Tue,", "Wed,", "Thu,", "Fri,", "Sat,", "Sun,"]

  /// The moment `text` names, or `nil` when it is not an IMF-fixdate.
  package static func parse(_ text: String) -> Date? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 6, days.contains(String(parts[0])), parts[5] == "GMT",
      parts[1].count == 2, let day = Int(parts[1]),
      let month = months.firstIndex(of: String(parts[2])),
      parts[3].count == 4, let year = Int(parts[3]),
      let date = CalendarDate(year: year, month: month + 1, day: day)
    else { return nil }
    let clock = parts[4].split(separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 3, clock.allSatisfy({ $0.count == 2 && $0.utf8.allSatisfy { (48...57).contains($0) } }),
      let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
      hour < 24, minute < 60, second < 61
    else { return nil }
    let seconds = (date.dayNumber * 86_400) + hour * 3_600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }
}
