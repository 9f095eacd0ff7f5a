import Foundation

/// One write made while offline (or not yet confirmed), waiting in the outbox to be delivered.
///
/// The ``idempotencyKey`` is generated at enqueue and never changes, so the server can
/// recognise a retried delivery (at-least-once delivery plus idempotency = effectively once;
/// see the IETF draft "The Idempotency-Key HTTP Header Field").
public struct OutboxItem: Sendable, Hashable, Identifiable {
  /// Where an item is in its life.
  public enum State: String, Sendable, Hashable, Codable, CaseIterable {
    /// Waiting to be delivered (possibly after failed attempts).
    case pending
    /// Delivered successfully; kept until purged.
    case delivered
    /// Parked after a permanent failure; kept with its error until someone requeues or removes it.
    case failed
  }

  /// The item's identity.
  public var id: UUID
  /// What kind of write this is, usually the endpoint name (`epcis.captureEvent`).
  /// Items of one kind form an ordering group: they are delivered in enqueue order.
  public var kind: String
  /// The encoded request body.
  public var payload: Data
  /// The user the write was made for (their token subject), or `nil` for a write that belongs to
  /// no user. An ``OutboxProcessor`` delivers an owned item only while its owner is signed in, so
  /// a write is never sent with another user's credentials.
  public var owner: String?
  /// The key sent with every delivery attempt, stable across retries.
  public var idempotencyKey: UUID
  /// When the item was enqueued.
  public var createdAt: Date
  /// How many delivery attempts failed.
  public var attempts: Int
  /// A description of the last failure (never the payload).
  public var lastError: String?
  /// The earliest time the next attempt may run.
  public var nextAttemptAt: Date
  /// Where the item is in its life.
  public var state: State

  /// Creates an item.
  public init(
    id: UUID = UUID(),
    kind: String,
    payload: Data,
    owner: String? = nil,
    idempotencyKey: UUID = UUID(),
    createdAt: Date,
    attempts: Int = 0,
    lastError: String? = nil,
    nextAttemptAt: Date? = nil,
    state: State = .pending
  ) {
    self.id = id
    self.kind = kind
    self.payload = payload
    self.owner = owner
    self.idempotencyKey = idempotencyKey
    self.createdAt = createdAt
    self.attempts = attempts
    self.lastError = lastError
    self.nextAttemptAt = nextAttemptAt ?? createdAt
    self.state = state
  }
}
