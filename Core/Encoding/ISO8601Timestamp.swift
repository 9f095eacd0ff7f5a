import Foundation

/// Parsing of ISO 8601 / RFC 3339 timestamps with an explicit zone, shared by every decoder.
///
/// Hand-written rather than `ISO8601DateFormatter` or `Date.ISO8601FormatStyle`, which accept either
/// fractional seconds or none per configuration (never both) and cap them at milliseconds; EPCIS
/// and backend timestamps carry anything from none to microseconds.
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

  /// `Z` (or `z`) is 0; `±hh:mm` within ±14:00 is its offset in seconds east of UTC.
  private static func zoneOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
    if bytes.count == 1, bytes.first == UInt8(ascii: "Z") || bytes.first == UInt8(ascii: "z") { return 0 }
    let zone = Array(bytes)
    guard zone.count == 6, zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-"), zone[3] == UInt8(ascii: ":"),
      [1, 2, 4, 5].allSatisfy({ (48...57).contains(zone[$0]) })
    else { return nil }
    let hours = Int(zone[1] - 48) * 10 + Int(zone[2] - 48)
    let minutes = Int(zone[4] - 48) * 10 + Int(zone[5] - 48)
    guard minutes < 60, hours < 14 || (hours == 14 && minutes == 0) else { return nil }
    let magnitude = hours * 3600 + minutes * 60
    return zone[0] == UInt8(ascii: "-") ? -magnitude : magnitude
  }
}
