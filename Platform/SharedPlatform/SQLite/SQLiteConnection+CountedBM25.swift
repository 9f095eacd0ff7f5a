import Foundation
import SharedCore

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

/// `bm25_counted(table, counts, weight…)`: FTS5's `bm25` ranking, with the number of rows that
/// contain each phrase of the query given instead of counted.
///
/// The built-in `bm25` (https://sqlite.org/fts5.html#the_bm25_function) scans the index for every
/// phrase of every query to learn how many rows contain it (for its inverse document frequency).
/// For prefix phrases over a large index those scans are about a quarter of a two-word search.
/// These counts only change when the index does, so ``SharedCore/FullTextPhraseCounts``
/// remembers them per index generation and the query passes them in:
///
/// - `counts` is text: one whole number per phrase of the query, in the order the phrases appear in
///   it, separated by spaces. When it is `NULL` or does not hold exactly one count per phrase, the
///   counts are taken by scanning, as `bm25` does, so the score is never wrong, only slower.
/// - The weights are per column, as for `bm25`; a missing weight is 1.
/// - The score is `bm25`'s to the last bit when the counts are right: `k1` = 1.2, `b` = 0.75,
///   negated so that better matches sort first.
extension SQLiteConnection {
  /// Registers `bm25_counted` with FTS5 on this connection. Does nothing when SQLite was built
  /// without FTS5, which then has no tables to rank either.
  func registerCountedBM25() {
    var api: UnsafeMutablePointer<fts5_api>?
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, "SELECT fts5(?1)", -1, &statement, nil) == SQLITE_OK else { return }
    defer { sqlite3_finalize(statement) }
    // SQLite keeps the pointer type's address, not a copy, so it must outlive the step.
    "fts5_api_ptr".withCString { type in
      withUnsafeMutablePointer(to: &api) { slot in
        _ = sqlite3_bind_pointer(statement, 1, slot, type, nil)
        _ = sqlite3_step(statement)
      }
    }
    guard let api, api.pointee.iVersion >= 2, let create = api.pointee.xCreateFunction else { return }
    _ = create(api, FullTextIndex.countedBM25Function, nil, countedBM25, nil)
  }
}

/// The ranking itself; see `SQLiteConnection.registerCountedBM25()`. Arguments after the table:
/// `values[0]` is the counts, `values[1...]` the column weights.
private func countedBM25(
  _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?, _ count: Int32,
  _ values: UnsafeMutablePointer<OpaquePointer?>?
) {
  guard let api, let fts, let context else { return }
  let arguments = UnsafeBufferPointer(start: values, count: Int(max(count, 0)))
  switch CountedBM25Row(api: api.pointee, fts: fts, arguments: arguments).score() {
  case .success(let score): sqlite3_result_double(context, score)
  case .failure(let error): sqlite3_result_error_code(context, error.code)
  }
}

/// An SQLite result code other than `SQLITE_OK` from an FTS5 extension call.
private struct FTS5CallError: Error {
  let code: Int32
}

/// One row's score: the query's statistics, computed at its first row and kept as the query's
/// auxiliary data, then the row's phrase frequencies and length.
private struct CountedBM25Row {
  static let k1 = 1.2
  static let b = 0.75

  let api: Fts5ExtensionApi
  let fts: OpaquePointer
  let arguments: UnsafeBufferPointer<OpaquePointer?>

  func score() -> Result<Double, FTS5CallError> {
    Result { () throws(FTS5CallError) -> Double in
      let statistics = try queryStatistics()
      let phraseCount = statistics.count - 1
      return try withUnsafeTemporaryAllocation(of: Double.self, capacity: phraseCount) {
        frequencies throws(FTS5CallError) -> Double in
        frequencies.initialize(repeating: 0)
        var instances: Int32 = 0
        try check(api.xInstCount?(fts, &instances))
        for instance in 0..<instances {
          var phrase: Int32 = 0
          var column: Int32 = 0
          var offset: Int32 = 0
          try check(api.xInst?(fts, instance, &phrase, &column, &offset))
          guard phrase >= 0, Int(phrase) < phraseCount else { continue }
          frequencies[Int(phrase)] += weight(ofColumn: Int(column))
        }
        var tokens: Int32 = 0
        try check(api.xColumnSize?(fts, -1, &tokens))
        let length = Double(tokens)
        let averageLength = statistics[0]
        var score = 0.0
        for phrase in 0..<phraseCount {
          let frequency = frequencies[phrase]
          score +=
            statistics[phrase + 1]
            * ((frequency * (Self.k1 + 1.0))
              / (frequency + Self.k1 * (1 - Self.b + Self.b * length / averageLength)))
        }
        return -1.0 * score
      }
    }
  }

  /// The weight of `column`: the argument after the counts, or 1.
  private func weight(ofColumn column: Int) -> Double {
    let index = column + 1
    guard column >= 0, index < arguments.count, let value = arguments[index] else { return 1.0 }
    return sqlite3_value_double(value)
  }

  /// The average row length, then each phrase's inverse document frequency, computed once per query.
  private func queryStatistics() throws(FTS5CallError) -> UnsafeBufferPointer<Double> {
    let phraseCount = Int(api.xPhraseCount?(fts) ?? 0)
    if let kept = api.xGetAuxdata?(fts, 0) {
      return UnsafeBufferPointer(start: kept.assumingMemoryBound(to: Double.self), count: phraseCount + 1)
    }
    var rows: Int64 = 0
    var tokens: Int64 = 0
    try check(api.xRowCount?(fts, &rows))
    try check(api.xColumnTotalSize?(fts, -1, &tokens))
    let counts = try phraseCounts(phraseCount: phraseCount)
    let statistics = UnsafeMutableBufferPointer<Double>.allocate(capacity: phraseCount + 1)
    statistics[0] = Double(tokens) / Double(rows)
    for (phrase, hits) in counts.enumerated() {
      let idf = log((Double(rows) - Double(hits) + 0.5) / (Double(hits) + 0.5))
      statistics[phrase + 1] = idf <= 0 ? 1e-6 : idf
    }
    let code =
      api.xSetAuxdata?(fts, UnsafeMutableRawPointer(statistics.baseAddress)) { $0?.deallocate() } ?? SQLITE_MISUSE
    guard code == SQLITE_OK else {
      // FTS5 has already released the statistics through the destructor.
      throw FTS5CallError(code: code)
    }
    return UnsafeBufferPointer(statistics)
  }

  /// The counts the query passed, or, when they are missing or do not fit the query, counted.
  private func phraseCounts(phraseCount: Int) throws(FTS5CallError) -> [Int64] {
    if arguments.count > 0, let value = arguments[0], sqlite3_value_type(value) == SQLITE_TEXT,
      let text = sqlite3_value_text(value)
    {
      let given = String(cString: text).split(separator: " ").compactMap { Int64($0) }
      if given.count == phraseCount, given.allSatisfy({ $0 >= 0 }) { return given }
    }
    var counts: [Int64] = []
    for phrase in 0..<phraseCount {
      var hits: Int64 = 0
      try check(
        api.xQueryPhrase?(fts, Int32(phrase), &hits) { _, _, hits in
          hits?.assumingMemoryBound(to: Int64.self).pointee += 1
          return SQLITE_OK
        })
      counts.append(hits)
    }
    return counts
  }

  private func check(_ code: Int32?) throws(FTS5CallError) {
    guard let code else { throw FTS5CallError(code: SQLITE_MISUSE) }
    guard code == SQLITE_OK else { throw FTS5CallError(code: code) }
  }
}
