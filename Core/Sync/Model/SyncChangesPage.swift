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
