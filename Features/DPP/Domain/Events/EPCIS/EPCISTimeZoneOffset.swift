import Foundation
import SharedCore

/// An EPCIS `eventTimeZoneOffset`: `±hh:mm` between `-14:00` and `+14:00` (EPCIS 2.0 §7.4.1;
/// schema pattern `^([+]|[-])((0[0-9]|1[0-3]):([0-5][0-9])|14:00)$`).
public struct EPCISTimeZoneOffset: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Seconds east of UTC (a whole number of minutes).
  public let secondsFromGMT: Int

  /// Reads `+01:00` / `-06:00`; UTC is `+00:00`.
  /// - Throws: ``EPCISError/invalidTimeZoneOffset(_:)``.
  public init(parsing text: String) throws {
    let bytes = Array(text.utf8)
    guard bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"),
      bytes[3] == UInt8(ascii: ":"),
      let hours = Int(String(decoding: bytes[1...2], as: UTF8.self)),
      let minutes = Int(String(decoding: bytes[4...5], as: UTF8.self)),
      bytes[1...2].allSatisfy({ (48...57).contains($0) }), bytes[4...5].allSatisfy({ (48...57).contains($0) }),
      minutes < 60, hours < 14 || (hours == 14 && minutes == 0)
    else { throw EPCISError.invalidTimeZoneOffset(text) }
    let magnitude = hours * 3600 + minutes * 60
    secondsFromGMT = bytes[0] == UInt8(ascii: "-") ? -magnitude : magnitude
  }

  /// The offset of `seconds` east of UTC, rounded down to whole minutes.
  /// - Throws: ``EPCISError/invalidTimeZoneOffset(_:)`` outside ±14:00.
  public init(secondsFromGMT seconds: Int) throws {
    guard abs(seconds) <= 14 * 3600 else { throw EPCISError.invalidTimeZoneOffset("\(seconds)s") }
    secondsFromGMT = seconds / 60 * 60
  }

  /// The offset a time zone has at `date` (daylight saving included).
  public init(timeZone: TimeZone, at date: Date) {
    secondsFromGMT = max(-14 * 3600, min(14 * 3600, timeZone.secondsFromGMT(for: date))) / 60 * 60
  }

  /// UTC, `+00:00`.
  public static let utc = EPCISTimeZoneOffset(uncheckedSeconds: 0)

  private init(uncheckedSeconds: Int) {
    secondsFromGMT = uncheckedSeconds
  }

  /// `±hh:mm`.
  public var description: String {
    let magnitude = abs(secondsFromGMT)
    let sign = secondsFromGMT < 0 ? "-" : "+"
    return sign + Self.twoDigits(magnitude / 3600) + ":" + Self.twoDigits(magnitude % 3600 / 60)
  }

  /// The offset as a `TimeZone`.
  public var timeZone: TimeZone {
    TimeZone(secondsFromGMT: secondsFromGMT) ?? TimeZone(identifier: "UTC") ?? .current
  }

  /// Decodes `±hh:mm`.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try EPCISTimeZoneOffset(parsing: $0) }
  }

  /// Encodes `±hh:mm`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(description)
  }

  static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
