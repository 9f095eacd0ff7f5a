/// An SQLite FTS5 table that a feature's projection keeps in step with its records, and its upkeep
/// after bulk writes.
///
/// FTS5 adds each transaction's rows to the index as new segments and merges them only a few at a
/// time, so a transaction that writes thousands of rows (an import, a bulk insert) leaves many
/// segments, each of which every query must look up and merge. Compacting the index into one
/// segment in that same transaction keeps queries as fast as after many small writes: over 100,000
/// products it takes about a third of a second and makes a two-word prefix query several times
/// faster (https://sqlite.org/fts5.html#the_optimize_command).
///
/// ```swift
/// static let searchIndex = FullTextIndex(table: "products_fts")
/// …
/// try Self.searchIndex.compactAfterBulkWrite(of: written, in: db)
/// ```
public struct FullTextIndex: Sendable {
  /// The FTS5 table. A literal, since a table name cannot be a bound parameter.
  public let table: StaticString
  /// The number of rows written in one transaction from which the index is compacted.
  public let bulkWriteSize: Int

  /// The index in `table`, compacted after transactions of `bulkWriteSize` rows or more.
  public init(table: StaticString, bulkWriteSize: Int = 1_000) {
    self.table = table
    self.bulkWriteSize = bulkWriteSize
  }

  /// Merges every segment of the index into one (FTS5's `optimize` command).
  public func compact(in db: any SQLiteQuerying) throws {
    try db.run("INSERT INTO \(table) (\(table)) VALUES ('optimize')")
  }

  /// Compacts the index when the transaction wrote `rows` rows or more; smaller writes are left to
  /// FTS5's own merging.
  public func compactAfterBulkWrite(of rows: Int, in db: any SQLiteQuerying) throws {
    if rows >= bulkWriteSize { try compact(in: db) }
  }
}
