import Foundation

/// A local change waiting to reach the server.
///
/// The store keeps at most one not-yet-attempted mutation per record: a later change to the same
/// record is folded into it (update after create or update; a delete after a create that was
/// never sent removes both, and nothing is sent).
public struct SyncMutation: Sendable, Hashable {
  /// What the mutation does.
  public enum Operation: String, Sendable, Hashable, Codable {
    /// Create the record on the server.
    case create
    /// Replace the record's fields on the server.
    case update
    /// Delete the record on the server.
    case delete
  }

  /// The mutation's place in the upload queue (increasing, never reused).
  public var sequence: Int64
  /// The record's type name.
  public var type: String
  /// The record's id (local until its create is acknowledged).
  public var recordID: String
  /// What the mutation does.
  public var operation: Operation
  /// The fields to send (empty for a delete).
  public var fields: [String: JSONValue]
  /// Local ids this mutation references; it is sent only after all of them have server ids.
  public var dependencies: Set<String>
  /// The `Idempotency-Key` sent with every attempt, stable across retries and restarts.
  public var idempotencyKey: String
  /// Whether an attempt may have reached the server (a later change then queues a new mutation).
  public var wasAttempted: Bool
  /// Set when the server refused the mutation for good.
  public var rejection: SyncRejection?
  /// The record's server version when the mutation was read from the queue (sent as `If-Match`).
  public var baseVersion: Int?
  /// How many times the queued mutation's content has changed since it was queued (a later local
  /// change folded into it, or a conflict resolution rewrote it). A copy whose revision is not the
  /// queue's is out of date: the store neither marks nor acknowledges it as if it were current.
  public var revision: Int64

  /// Creates a mutation value.
  public init(
    sequence: Int64, type: String, recordID: String, operation: Operation, fields: [String: JSONValue],
    dependencies: Set<String>, idempotencyKey: String, wasAttempted: Bool = false, rejection: SyncRejection? = nil,
    baseVersion: Int? = nil, revision: Int64 = 0
  ) {
    self.sequence = sequence
    self.type = type
    self.recordID = recordID
    self.operation = operation
    self.fields = fields
    self.dependencies = dependencies
    self.idempotencyKey = idempotencyKey
    self.wasAttempted = wasAttempted
    self.rejection = rejection
    self.baseVersion = baseVersion
    self.revision = revision
  }
}
