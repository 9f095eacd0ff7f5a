import Foundation
import SharedCore

/// An EPCIS date-time (`eventTime`, `recordTime`, `creationDate`): an RFC 3339 instant with a
/// mandatory zone (`Z` or `±hh:mm`) and optional fractional seconds of any length
/// (`2005-04-03T20:33:31.116000-06:00`, `2005-07-11T11:30:47.0Z`, `2020-06-07T17:10:16Z`).
///
/// The text it was read from is kept and written back unchanged, so decode → encode is lossless.
public struct EPCISDateTime: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The instant.
  public let date: Date
  /// The wire text.
  public let text: String

  /// Reads an RFC 3339 date-time.
  /// - Throws: ``EPCISError/invalidDateTime(field:value:)`` naming `field`.
  public init(parsing text: String, field: String = "eventTime") throws {
    guard let date = ISO8601Timestamp.parse(text) else { throw EPCISError.invalidDateTime(field: field, value: text) }
    self.date = date
    self.text = text
  }

  /// Formats `date` as wall-clock time in `offset`, with milliseconds
  /// (`2026-03-01T10:15:00.000+01:00`).
  public init(date: Date, offset: EPCISTimeZoneOffset) {
    self.date = date
    self.text = ISO8601Timestamp.format(date, offset: offset)
  }

  /// The wire text.
  public var description: String { text }

  /// Decodes and validates an RFC 3339 date-time.
  public init(from decoder: any Decoder) throws {
    let (date, text) = try decoder.decodeText(expecting: "an RFC 3339 date-time") { text in
      ISO8601Timestamp.parse(text).map { ($0, text) }
    }
    self.date = date
    self.text = text
  }

  /// Encodes the wire text.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(text)
  }
}
