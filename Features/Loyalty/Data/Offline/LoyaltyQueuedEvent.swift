import Foundation
import SharedCore

/// One analytics record or device-info payload waiting in the outbox for the platform: the
/// request body and the idempotency key every attempt sends, so a delivery retried after a lost
/// answer is recorded once.
public struct LoyaltyQueuedEvent: Sendable, Hashable, Codable {
  /// What the event is; each kind is its own ordering group in the outbox.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A `custom_success_<op>_loyalty` / `custom_error_<op>_loyalty` record, sent to
    /// `POST /api/async/analytics/{appUUID}/`; the oldest are dropped when the queue is full.
    case analytics
    /// The device-info payload (device token, OS, model), sent to `POST /api/async/info/{appUUID}/`;
    /// never dropped.
    case device

    /// The outbox item kind (`loyalty.analytics`, `loyalty.device`).
    public var outboxKind: String { "loyalty.\(rawValue)" }

    /// The route the event is sent to.
    public var route: LoyaltyRoute { self == .analytics ? .sendEvent : .sendDeviceInfo }
  }

  /// What the event is.
  public var kind: Kind
  /// The request body.
  public var body: [String: JSONValue]
  /// The `Idempotency-Key` of every attempt.
  public var idempotencyKey: String
  /// When the event was recorded.
  public var recordedAt: Date

  /// Creates an event.
  public init(kind: Kind, body: [String: JSONValue], idempotencyKey: String, recordedAt: Date) {
    self.kind = kind
    self.body = body
    self.idempotencyKey = idempotencyKey
    self.recordedAt = recordedAt
  }

  /// The body of one analytics record: `{"events": [{"type": "analytics", "event_name": …,
  /// "parameters": {…}, "time": "<ISO 8601>"}]}`.
  public static func analytics(_ record: LoyaltyAnalyticsBusEvent, idempotencyKey: String, at time: Date)
    -> LoyaltyQueuedEvent
  {
    let event: [String: JSONValue] = [
      "type": "analytics", "event_name": .string(record.eventName),
      "parameters": .object(record.parameters.mapValues(JSONValue.string)),
      "time": .string(ISO8601DateFormatter().string(from: time)),
    ]
    return LoyaltyQueuedEvent(
      kind: .analytics, body: ["events": [.object(event)]], idempotencyKey: idempotencyKey, recordedAt: time)
  }

  /// Reads an outbox payload; a corrupt one is a permanent decoding failure (the outbox parks it).
  static func decode(_ payload: Data) throws -> LoyaltyQueuedEvent {
    do {
      return try JSONDecoder().decode(LoyaltyQueuedEvent.self, from: payload)
    } catch {
      throw AppError.decoding(path: "outbox.payload", reason: "\(error)")
    }
  }
}
