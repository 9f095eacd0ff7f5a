import Foundation

/// Parsing and formatting of ISO 8601 / RFC 3339 timestamps with an explicit zone.
///
/// Hand-written rather than `ISO8601DateFormatter`, which accepts either fractional seconds or none
/// per configuration (never both) and caps them at milliseconds.
public enum ISO8601Timestamp {
  /// Parses `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)`; `t`/`z` and a space separator are accepted.
  /// Returns `nil` for anything else, including out-of-range fields.
  public static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20 else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0..<4), bytes[4] == UInt8(ascii: "-"), let month = number(5..<7),
      bytes[7] == UInt8(ascii: "-"), let day = number(8..<10),
      [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(bytes[10]),
      let hour = number(11..<13), bytes[13] == UInt8(ascii: ":"), let minute = number(14..<16),
      bytes[16] == UInt8(ascii: ":"), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second <= 60
    else { return nil }
    var index = 19
    var fraction = 0.0
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      let start = index
      while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
      guard index > start, let value = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
      else { return nil }
      fraction = value
    }
    guard index < bytes.count, let offset = zoneOffset(bytes[index...]) else { return nil }
    var components = DateComponents()
    (components.year, components.month, components.day) = (year, month, day)
    (components.hour, components.minute, components.second) = (hour, minute, min(second, 59))
    var calendar = Calendar(identifier: .gregorian)
    guard let utc = TimeZone(secondsFromGMT: 0) else { return nil }
    calendar.timeZone = utc
    guard let base = calendar.date(from: components),
      calendar.component(.day, from: base) == day  // rejects 2026-02-30
    else { return nil }
    return base.addingTimeInterval(fraction - Double(offset))
  }

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

  private static func zoneOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
    if bytes.count == 1, bytes.first == UInt8(ascii: "Z") || bytes.first == UInt8(ascii: "z") { return 0 }
    return (try? EPCISTimeZoneOffset(parsing: String(decoding: bytes, as: UTF8.self)))?.secondsFromGMT
  }
}
