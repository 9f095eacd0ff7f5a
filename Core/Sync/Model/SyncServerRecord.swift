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

/// One page of a collection's changes since a cursor.
public struct SyncChangesPage: Sendable, Hashable, Codable {
  /// The changed records (tombstones included), oldest change first.
  public var changes: [SyncServerRecord]
  /// The cursor to ask from next time.
  public var nextCursor: String
  /// Whether more changes follow this page.
  public var hasMore: Bool

  /// Creates a page.
  public init(changes: [SyncServerRecord], nextCursor: String, hasMore: Bool) {
    self.changes = changes
    self.nextCursor = nextCursor
    self.hasMore = hasMore
  }
}
