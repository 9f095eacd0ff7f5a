import Foundation
import SharedCore

extension ISO8601Timestamp {
  /// Formats `date` as wall-clock time in `offset` with milliseconds: `2026-03-01T10:15:00.000+01:00`.
  public static func format(_ date: Date, offset: EPCISTimeZoneOffset) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
    let whole = Date(timeIntervalSince1970: (milliseconds / 1000).rounded(.down))
    let millis = Int(milliseconds - (whole.timeIntervalSince1970 * 1000))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = offset.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
    let two = EPCISTimeZoneOffset.twoDigits
    let year = String(parts.year ?? 0)
    let padded = String(repeating: "0", count: max(0, 4 - year.count)) + year
    let millisText = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
    return "\(padded)-\(two(parts.month ?? 1))-\(two(parts.day ?? 1))T\(two(parts.hour ?? 0)):"
      + "\(two(parts.minute ?? 0)):\(two(parts.second ?? 0)).\(millisText)\(offset)"
  }
}
