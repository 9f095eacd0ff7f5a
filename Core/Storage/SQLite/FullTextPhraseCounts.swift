/// How many rows of a full-text index contain each query phrase, remembered while the index stays
/// unchanged, for ranking with ``FullTextIndex/countedBM25Function``.
///
/// FTS5's `bm25` counts the rows that contain each phrase by scanning the index at every query;
/// for prefix phrases over a large index that is about a quarter of a search. The counts only
/// change when the index does, so this remembers them under the index's generation (see
/// ``FullTextIndex/didWrite(rows:in:)``), read in the same snapshot as the search: a write,
/// committed by this process or another, starts a new generation, and counts for another
/// generation are never used. Counts are kept per phrase, so typing "blu t", "blu ts", "blu tsh"
/// counts "blu" once.
///
/// ```swift
/// let counts = try phraseCounts.argument(for: [#""blu"*"#, #""tsh"*"#], in: searchIndex, db: db)
/// try db.query(
///   "SELECT rowid, bm25_counted(notes_fts, ?, 10.0, 1.0) AS score FROM notes_fts WHERE notes_fts MATCH ?",
///   [.text(counts), .text(#""blu"* "tsh"*"#)])
/// ```
///
/// Thread-safe: the remembered counts are guarded by a lock that is never held while SQL runs.
public final class FullTextPhraseCounts: Sendable {
  private struct Cache {
    var generation: Int64?
    var counts: [String: Int64] = [:]
  }

  /// The most phrases remembered; the cache starts over when it is full.
  public let capacity: Int
  private let cache = LockedValue(Cache())

  /// An empty cache of at most `capacity` phrases.
  public init(capacity: Int = 1_024) {
    self.capacity = max(capacity, 1)
  }

  /// The number of rows of `index` that match each of `phrases` (FTS5 query phrases, such as
  /// `"blu"*` or `state:"x"`), remembered from earlier calls in the same index generation.
  public func counts(of phrases: [String], in index: FullTextIndex, db: any SQLiteQuerying) throws -> [Int64] {
    let generation = try index.generation(in: db)
    // The counts already known for this generation; a phrase repeated in the query is counted once.
    var known = cache.withLock { cache -> [String: Int64] in
      guard generation != nil, cache.generation == generation else { return [:] }
      var known: [String: Int64] = [:]
      for phrase in phrases { known[phrase] = cache.counts[phrase] }
      return known
    }
    var counts: [Int64] = []
    var counted: [String: Int64] = [:]
    for phrase in phrases {
      if let count = known[phrase] {
        counts.append(count)
        continue
      }
      let row = try db.queryFirst(
        "SELECT count(*) AS hits FROM \(index.table) WHERE \(index.table) MATCH ?", [.text(phrase)])
      let hits = try row?.value(Int64.self, named: "hits") ?? 0
      counts.append(hits)
      known[phrase] = hits
      counted[phrase] = hits
    }
    if let generation, !counted.isEmpty { remember(counted, generation: generation) }
    return counts
  }

  /// ``counts(of:in:db:)`` as the `counts` argument of ``FullTextIndex/countedBM25Function``.
  public func argument(for phrases: [String], in index: FullTextIndex, db: any SQLiteQuerying) throws -> String {
    try counts(of: phrases, in: index, db: db).map(String.init).joined(separator: " ")
  }

  /// Forgets every count.
  public func removeAll() {
    cache.withLock { $0 = Cache() }
  }

  private func remember(_ counted: [String: Int64], generation: Int64) {
    cache.withLock { cache in
      if cache.generation != generation || cache.counts.count + counted.count > capacity {
        cache = Cache(generation: generation)
      }
      cache.counts.merge(counted) { _, new in new }
    }
  }
}
