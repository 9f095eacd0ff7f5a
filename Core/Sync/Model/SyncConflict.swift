import Foundation

/// The losing side of a conflict, kept until the app resolves it.
public struct SyncConflict: Sendable, Hashable, Identifiable {
  /// Which side was applied.
  public enum Winner: String, Sendable, Hashable, Codable {
    /// The server's record was applied; ``SyncConflict/local`` holds the lost local fields.
    case server
    /// The local change was sent again; ``SyncConflict/server`` holds the overwritten server state.
    case local
    /// A merge of both was sent; both sides are kept.
    case merged
  }

  /// The conflict's identity.
  public var id: UUID
  /// The record's type name.
  public var type: String
  /// The record's id.
  public var recordID: String
  /// The local fields at the time of the conflict (`nil` for a local delete).
  public var local: [String: JSONValue]?
  /// The server's record at the time of the conflict.
  public var server: SyncServerRecord
  /// Which side was applied.
  public var winner: Winner
  /// When the conflict was detected.
  public var detectedAt: Date

  /// Creates a conflict value.
  public init(
    id: UUID, type: String, recordID: String, local: [String: JSONValue]?, server: SyncServerRecord,
    winner: Winner, detectedAt: Date
  ) {
    self.id = id
    self.type = type
    self.recordID = recordID
    self.local = local
    self.server = server
    self.winner = winner
    self.detectedAt = detectedAt
  }
}
