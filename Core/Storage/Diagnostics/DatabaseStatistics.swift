/// What the local database holds and how big it is.
public struct DatabaseStatistics: Sendable, Hashable, Codable {
  /// Rows per table, by table name (internal SQLite tables excluded).
  public var rowCounts: [String: Int]
  /// The database file's size in bytes (pages in use × page size; the file on disk may be larger).
  public var fileSizeBytes: Int64
  /// The write-ahead log's size in bytes (0 without WAL or for an in-memory database).
  public var walSizeBytes: Int64
  /// The schema version of each migration domain (`outbox`, `cache`, `sync`, …).
  public var schemaVersions: [String: Int]

  /// Creates statistics.
  public init(
    rowCounts: [String: Int] = [:], fileSizeBytes: Int64 = 0, walSizeBytes: Int64 = 0,
    schemaVersions: [String: Int] = [:]
  ) {
    self.rowCounts = rowCounts
    self.fileSizeBytes = fileSizeBytes
    self.walSizeBytes = walSizeBytes
    self.schemaVersions = schemaVersions
  }
}
