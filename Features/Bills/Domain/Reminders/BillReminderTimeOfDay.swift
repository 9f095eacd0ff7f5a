/// A time of day on a 24-hour clock, minute precision, written `HH:mm` (`09:30`, `21:00`).
public struct BillReminderTimeOfDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The hour, 0–23.
  public let hour: Int
  /// The minute, 0–59.
  public let minute: Int

  /// The time, or `nil` when `hour` is not 0–23 or `minute` not 0–59.
  public init?(hour: Int, minute: Int = 0) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// Reads `HH:mm`, or `nil` when the text is not such a time.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// 00:00.
  public static let midnight = BillReminderTimeOfDay(validHour: 0, minute: 0)

  private init(validHour hour: Int, minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// Minutes since midnight, 0–1439.
  public var minutesSinceMidnight: Int { hour * 60 + minute }

  /// `HH:mm`.
  public var description: String {
    (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
  }

  /// Orders by the clock.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.minutesSinceMidnight < rhs.minutesSinceMidnight }

  /// Decodes `HH:mm`.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let time = Self(text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected an HH:mm time, found \(text)")
      )
    }
    self = time
  }

  /// Encodes `HH:mm`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
