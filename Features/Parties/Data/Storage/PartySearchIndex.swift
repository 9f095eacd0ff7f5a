import SharedCore

/// Upkeep of the parties search index (`parties_fts`) after a bulk write.
///
/// FTS5 adds the rows of each transaction to the index as new segments and merges them only a few
/// at a time, so a transaction that writes thousands of parties (an import, a bulk insert) leaves
/// the index in many segments, each of which every query must look up and merge. Compacting the
/// index into one segment right then, in the same transaction, keeps queries as fast as after many
/// small writes.
enum PartySearchIndex {
  /// The number of parties written in one transaction from which the index is compacted.
  static let bulkWriteSize = 1_000

  /// Merges every segment of the index into one (FTS5's `optimize` command).
  static func compact(in db: any SQLiteQuerying) throws {
    try db.run("INSERT INTO parties_fts (parties_fts) VALUES ('optimize')")
  }
}
