import Foundation
import SharedCore

/// A product lifecycle event as the TraceWise API exchanges it, e.g. a purchase,
/// repair or recycling step for one GTIN (and serial).
///
/// The wire format is the TraceWise SDK's: keys `gtin`, `serial`, `type`, `action`, `bizStep`, `disposition`,
/// `when` (the timestamp), `readPoint`, `bizLocation`, `details`. Decoding is tolerant: unknown keys
/// are ignored; missing `type`/`action`/`disposition` take the TraceWise SDK's defaults; `when` must be an
/// ISO 8601 date-time with a zone, with or without fractional seconds. Export to EPCIS 2.0 with
/// ``epcisObjectEvent(eventID:options:)``.
public struct LifecycleEvent: Codable, Equatable, Hashable, Sendable {
  /// The product's GTIN.
  public let gtin: String
  /// The item's serial number, for serialised products.
  public let serial: String?
  /// The EPCIS event type; the TraceWise API only uses `ObjectEvent`.
  public let type: String
  /// `ADD`, `OBSERVE` or `DELETE`.
  public let action: String
  /// A CBV business step (`retail_selling`) or a TraceWise lifecycle name (`purchased`); see
  /// ``LifecycleStage``.
  public let bizStep: String
  /// A CBV disposition (`active`).
  public let disposition: String
  /// When it happened, ISO 8601 (`2026-03-01T10:15:00Z`); `when` on the wire.
  public let timestamp: String
  /// Where it was observed: a GLN or a location URI.
  public let readPoint: String?
  /// Where the item is afterwards: a GLN or a location URI.
  public let bizLocation: String?
  /// Free-form details (`{"location": "Store A"}`).
  public let details: [String: AnyCodable]?

  private enum CodingKeys: String, CodingKey {
    case gtin, serial, type, action, bizStep, disposition
    case timestamp = "when"
    case readPoint, bizLocation, details
  }

  /// Creates an event (the TraceWise SDK's signature and defaults).
  public init(
    gtin: String,
    serial: String? = nil,
    type: String = "ObjectEvent",
    action: String = "OBSERVE",
    bizStep: String,
    disposition: String = "active",
    timestamp: String,
    readPoint: String? = nil,
    bizLocation: String? = nil,
    details: [String: Any]? = nil
  ) {
    self.gtin = gtin
    self.serial = serial
    self.type = type
    self.action = action
    self.bizStep = bizStep
    self.disposition = disposition
    self.timestamp = timestamp
    self.readPoint = readPoint
    self.bizLocation = bizLocation
    self.details = details?.mapValues { AnyCodable($0) }
  }

  /// The instant of ``timestamp``, or `nil` when it is not ISO 8601 with a zone.
  public var date: Date? {
    ISO8601Timestamp.parse(timestamp)
  }

  /// Decodes the TraceWise wire format tolerantly (see the type's documentation).
  /// - Throws: `DecodingError` at key `when` when the timestamp is not ISO 8601.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    gtin = try container.decode(String.self, forKey: .gtin)
    serial = try container.decodeIfPresent(String.self, forKey: .serial)
    type = try container.decodeIfPresent(String.self, forKey: .type) ?? "ObjectEvent"
    action = try container.decodeIfPresent(String.self, forKey: .action) ?? "OBSERVE"
    bizStep = try container.decode(String.self, forKey: .bizStep)
    disposition = try container.decodeIfPresent(String.self, forKey: .disposition) ?? "active"
    timestamp = try container.decode(String.self, forKey: .timestamp)
    guard ISO8601Timestamp.parse(timestamp) != nil else {
      throw DecodingError.dataCorruptedError(
        forKey: .timestamp, in: container,
        debugDescription: "\"\(timestamp)\" is not an ISO 8601 date-time with a time zone")
    }
    readPoint = try container.decodeIfPresent(String.self, forKey: .readPoint)
    bizLocation = try container.decodeIfPresent(String.self, forKey: .bizLocation)
    details = try container.decodeIfPresent([String: AnyCodable].self, forKey: .details)
  }

  /// Encodes the TraceWise wire format; absent optionals are omitted.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(gtin, forKey: .gtin)
    try container.encodeIfPresent(serial, forKey: .serial)
    try container.encode(type, forKey: .type)
    try container.encode(action, forKey: .action)
    try container.encode(bizStep, forKey: .bizStep)
    try container.encode(disposition, forKey: .disposition)
    try container.encode(timestamp, forKey: .timestamp)
    try container.encodeIfPresent(readPoint, forKey: .readPoint)
    try container.encodeIfPresent(bizLocation, forKey: .bizLocation)
    try container.encodeIfPresent(details, forKey: .details)
  }
}
