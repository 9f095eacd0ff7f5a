import Foundation

/// A record as the server sends it: `{"id", "version", "updatedAt", "deleted", "fields"}`.
public struct SyncServerRecord: Sendable, Hashable, Codable {
  /// The server's id.
  public var id: String
  /// The server's version, incremented by every change.
  public var version: Int
  /// When the server last changed it.
  public var updatedAt: Date?
  /// Whether this is a tombstone for a deleted record.
  public var deleted: Bool
  /// The record's fields (empty for a tombstone).
  public var fields: [String: JSONValue]

  /// Creates a server record value.
  public init(id: String, version: Int, updatedAt: Date? = nil, deleted: Bool = false, fields: [String: JSONValue]) {
    self.id = id
    self.version = version
    self.updatedAt = updatedAt
    self.deleted = deleted
    self.fields = fields
  }
}
