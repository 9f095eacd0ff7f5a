import Foundation

/// Parses the platform's timestamps: `yyyy-MM-dd HH:mm`, `yyyy-MM-dd HH:mm:ss`,
/// `yyyy-MM-dd HH:mm:ss.SSSSSS` and any of them with a `Z` or `±HH:MM` offset (a `T` separator is
/// accepted too). Times without an offset are the platform's local time, Europe/Athens.
public enum LoyaltyDate {
  /// The zone of timestamps without an offset.
  public static let platformTimeZone = TimeZone(identifier: "Europe/Athens") ?? .gmt

  /// The instant `text` names, or `nil` when it is none of the platform's formats.
  public static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    var index = 0
    func number(_ width: Int) -> Int? {
      guard index + width <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + width] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      index += width
      return value
    }
    func expect(_ character: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == character else { return false }
      index += 1
      return true
    }
    guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2) else { return nil }
    guard index < bytes.count, bytes[index] == 32 || bytes[index] == 84 else { return nil }
    index += 1
    guard let hour = number(2), expect(58), let minute = number(2) else { return nil }
    var second = 0
    var nanosecond = 0
    if expect(58) {
      guard let value = number(2) else { return nil }
      second = value
      if expect(46) {
        let start = index
        while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        let digits = bytes[start..<index].prefix(9)
        guard !digits.isEmpty else { return nil }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
        nanosecond = value * Int(pow(10, Double(9 - digits.count)))
      }
    }
    var zone = platformTimeZone
    if index < bytes.count {
      if expect(90) {
        zone = .gmt
      } else {
        let sign = bytes[index] == 45 ? -1 : 1
        guard bytes[index] == 43 || bytes[index] == 45 else { return nil }
        index += 1
        guard let hours = number(2) else { return nil }
        _ = expect(58)
        guard let minutes = number(2), let offset = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60))
        else { return nil }
        zone = offset
      }
    }
    guard index == bytes.count, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanosecond: nanosecond)
    guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
    return date
  }

  /// `date` as `dd/MM/yyyy` in the platform's zone, the platform SDK's display format.
  public static func display(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = platformTimeZone
    let parts = calendar.dateComponents([.day, .month, .year], from: date)
    func pad(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(parts.day, 2))/\(pad(parts.month, 2))/\(pad(parts.year, 4))"
  }
}
