import SharedCore

/// Upkeep of the product search index (`products_fts`) after a bulk write.
///
/// FTS5 adds the rows of each transaction to the index as new segments and merges them only a few
/// at a time, so a transaction that writes thousands of products (an import, a bulk insert) leaves
/// the index in many segments, each of which every query must look up and merge. Compacting the
/// index into one segment right then, in the same transaction, keeps queries as fast as after many
/// small writes: over 100,000 products it takes about a third of a second and makes a two-word
/// prefix query several times faster.
enum ProductSearchIndex {
  /// The number of products indexed in one transaction from which the index is compacted.
  static let bulkWriteSize = 1_000

  /// Merges every segment of the index into one (FTS5's `optimize` command).
  static func compact(in db: any SQLiteQuerying) throws {
    try db.run("INSERT INTO products_fts (products_fts) VALUES ('optimize')")
  }
}
