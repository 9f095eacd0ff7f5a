import Foundation
import SharedCore

/// A lifecycle event recorded while offline, ready for the durable outbox: the exact request body
/// and an idempotency key derived from the event, so a replayed sync cannot record it twice.
///
/// The key is the SHA-256 of the event's canonical JSON (``LifecycleEvent/canonicalPayload()``: sorted
/// keys, RFC 8785 number spelling), so the same event gets the same key on every platform, even after a
/// trip through Foundation's coders (which turn `1.0` into `1`), and any changed field gives a new one.
public struct PendingLifecycleEvent: Sendable, Hashable, Codable {
  /// The outbox entry kind, for routing the entry to the events endpoint on sync.
  public static let kind = "dpp.lifecycleEvent"

  /// `sha256:<64 lowercase hex>` of the canonical payload; send it as the `Idempotency-Key` header.
  public let idempotencyKey: String
  /// The request body: the event's TraceWise wire JSON, sorted keys, number kinds preserved.
  public let payload: Data

  /// Prepares `event` for the outbox.
  public init(event: LifecycleEvent, crypto: any CryptoProvider) {
    payload = event.wireJSON.serialized(sortedKeys: true)
    idempotencyKey = "sha256:" + crypto.sha256(event.canonicalPayload()).hexString
  }

  /// The event back from ``payload``, number kinds intact.
  /// - Throws: `JSONParseError` or ``LifecycleEvent/WireError`` when the stored payload is corrupt.
  public func event() throws -> LifecycleEvent {
    try LifecycleEvent(wireJSON: JSONValue(parsing: payload))
  }

  /// A stable EPCIS `eventID` for the event: `urn:uuid:` with a UUID (RFC 9562 version 8) made from
  /// the first 16 bytes of the idempotency key's digest.
  public var epcisEventID: String {
    let hex = Array(idempotencyKey.dropFirst("sha256:".count).prefix(32))
    guard hex.count == 32 else { return "urn:uuid:00000000-0000-8000-8000-000000000000" }
    var chars = hex
    chars[12] = "8"  // version 8
    let variant = Int(String(chars[16]), radix: 16) ?? 0
    chars[16] = Character(String((variant & 0x3) | 0x8, radix: 16))  // RFC 9562 variant 10xx
    let text = String(chars)
    let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
      String(text.dropFirst(range.lowerBound).prefix(range.count))
    }
    return "urn:uuid:" + parts.joined(separator: "-")
  }
}

extension LifecycleEvent {
  /// The event's wire JSON in canonical form: keys in code-point order, no insignificant whitespace,
  /// RFC 8785 number spelling. Identical bytes for equal events on every platform.
  public func canonicalPayload() -> Data {
    wireJSON.serialized(sortedKeys: true, numbers: .canonical)
  }

  /// The wire format as a `JSONValue` (absent optionals omitted).
  public var wireJSON: JSONValue {
    var members: [String: JSONValue] = [
      "gtin": .string(gtin), "type": .string(type), "action": .string(action),
      "bizStep": .string(bizStep), "disposition": .string(disposition), "when": .string(timestamp),
    ]
    if let serial { members["serial"] = .string(serial) }
    if let readPoint { members["readPoint"] = .string(readPoint) }
    if let bizLocation { members["bizLocation"] = .string(bizLocation) }
    if let details { members["details"] = .object(details.mapValues(\.jsonValue)) }
    return .object(members)
  }
}
