/// An SQLite FTS5 table that a feature's projection keeps in step with its records, and its upkeep
/// after writes. Call ``didWrite(rows:in:)`` once in every transaction that changes the index:
///
/// - **Generation:** it records a new random generation for the index in the
///   `fulltext_generations` table, in the same transaction, so ``FullTextPhraseCounts`` can tell
///   whether counts it remembers still hold for the snapshot a query reads.
/// - **Compaction:** FTS5 adds each transaction's rows to the index as new segments and merges them
///   only a few at a time, so a transaction that writes thousands of rows (an import, a bulk
///   insert) leaves many segments, each of which every query must look up and merge. Compacting
///   the index into one segment in that same transaction keeps queries as fast as after many small
///   writes: over 100,000 products it takes about a third of a second and makes a two-word prefix
///   query several times faster (https://sqlite.org/fts5.html#the_optimize_command).
///
/// ```swift
/// static let searchIndex = FullTextIndex(table: "products_fts")
/// …
/// try Self.searchIndex.didWrite(rows: written, in: db)
/// ```
public struct FullTextIndex: Sendable {
  /// The SQL name of FTS5's `bm25` ranking with phrase counts given instead of counted, which
  /// `SQLiteDatabase` registers on every connection: `bm25_counted(table, counts, weight…)`, where
  /// `counts` is ``FullTextPhraseCounts/argument(for:in:db:)`` for the query's phrases (in query
  /// order) and the weights are per column, as for `bm25`. The score equals `bm25`'s; counts that
  /// do not fit the query are taken by scanning instead.
  public static let countedBM25Function = "bm25_counted"

  /// The FTS5 table. A literal, since a table name cannot be a bound parameter.
  public let table: StaticString
  /// The number of rows written in one transaction from which the index is compacted.
  public let bulkWriteSize: Int

  /// The index in `table`, compacted after transactions of `bulkWriteSize` rows or more.
  public init(table: StaticString, bulkWriteSize: Int = 1_000) {
    self.table = table
    self.bulkWriteSize = bulkWriteSize
  }

  /// Creates the table of index generations, if no index has yet. Call it with the index's own
  /// schema.
  public func createGenerationTable(in db: any SQLiteQuerying) throws {
    try db.execute(
      sql: """
        CREATE TABLE IF NOT EXISTS fulltext_generations (
          index_name TEXT PRIMARY KEY, generation INTEGER NOT NULL) WITHOUT ROWID
        """)
  }

  /// Prepares the index's upkeep after its projection (re)creates it: creates the table of
  /// generations if needed and records a new generation, since counts remembered for the old
  /// index no longer hold. Call it at the end of the projection's schema set-up.
  public func didCreate(in db: any SQLiteQuerying) throws {
    try createGenerationTable(in: db)
    try didWrite(rows: 0, in: db)
  }

  /// The index's current generation in `db`'s snapshot; `nil` before its first recorded write.
  public func generation(in db: any SQLiteQuerying) throws -> Int64? {
    try db.queryFirst("SELECT generation FROM fulltext_generations WHERE index_name = ?", [.text("\(table)")])?
      .value(Int64.self, named: "generation")
  }

  /// Records that the transaction changed the index (`rows` rows written), and compacts it after a
  /// bulk write (see ``compactAfterBulkWrite(of:in:)``). Call it once per transaction that inserted,
  /// replaced or deleted any of the index's rows.
  public func didWrite(rows: Int, in db: any SQLiteQuerying) throws {
    try db.run(
      """
      INSERT INTO fulltext_generations (index_name, generation) VALUES (?, random())
      ON CONFLICT (index_name) DO UPDATE SET generation = excluded.generation
      """, [.text("\(table)")])
    try compactAfterBulkWrite(of: rows, in: db)
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
