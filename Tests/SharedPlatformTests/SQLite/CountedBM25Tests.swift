import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// `bm25_counted` scores exactly as FTS5's `bm25` when given the right phrase counts, uses the counts
/// it is given, and scans for them when they are missing or do not fit the query.
@Suite struct CountedBM25Tests {
  static let words = ["blue", "blouse", "black", "shirt", "shawl", "silk", "saree", "cotton", "kurta", "towel"]
  static let weights = "10.0, 5.0, 1.0"

  /// A seeded random index of `rows` rows over three columns, in one database.
  static func makeIndex(seed: UInt64, rows: Int) async throws -> SQLiteDatabase {
    let database = try SQLiteDatabase(.inMemory)
    var random = SeededGenerator(seed: seed)
    var documents: [[SQLiteValue]] = []
    for _ in 0..<rows {
      documents.append(
        (0..<3).map { _ in
          .text(
            (0..<Int.random(in: 0...5, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }
              .joined(separator: " "))
        })
    }
    try await database.withConnection { [documents] db in
      try db.execute(sql: "CREATE VIRTUAL TABLE notes_fts USING fts5(title, tags, body, prefix = '2 3')")
      try db.transaction { db in
        for document in documents { try db.run("INSERT INTO notes_fts (title, tags, body) VALUES (?, ?, ?)", document) }
      }
    }
    return database
  }

  /// Random queries of one to three phrases: prefixes, whole words, a column filter, a NOT.
  static func queries(seed: UInt64) -> [(match: String, phrases: [String])] {
    var random = SeededGenerator(seed: seed)
    return (0..<40).map { _ in
      let phrases = (0..<Int.random(in: 1...3, using: &random)).map { _ -> String in
        let word = words.randomElement(using: &random) ?? "blue"
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return "\"\(word.prefix(Int.random(in: 2...3, using: &random)))\"*"
        case 1: return "tags:\"\(word)\""
        default: return "\"\(word)\""
        }
      }
      if phrases.count == 3, Bool.random(using: &random) {
        return ("(\(phrases[0]) OR \(phrases[1])) NOT \(phrases[2])", phrases)
      }
      return (phrases.joined(separator: " "), phrases)
    }
  }

  /// Every row's score, by built-in `bm25` and by `bm25_counted` with `counts`.
  static func scores(_ match: String, counts: SQLiteValue, in db: SQLiteConnection) throws -> [(Double, Double)] {
    try db.query(
      """
      SELECT bm25(notes_fts, \(weights)) AS builtIn, bm25_counted(notes_fts, ?, \(weights)) AS counted
      FROM notes_fts WHERE notes_fts MATCH ? ORDER BY rowid
      """, [counts, .text(match)]
    ).map { (try $0.value(Double.self, named: "builtIn"), try $0.value(Double.self, named: "counted")) }
  }

  static func counts(_ phrases: [String], in db: SQLiteConnection) throws -> String {
    try phrases.map { phrase in
      String(
        try db.queryFirst("SELECT count(*) AS n FROM notes_fts WHERE notes_fts MATCH ?", [.text(phrase)])?
          .value(Int.self, named: "n") ?? -1)
    }.joined(separator: " ")
  }

  @Test(arguments: [UInt64(5), 17, 99])
  func withTheRightCountsTheScoreIsBM25s(seed: UInt64) async throws {
    let database = try await Self.makeIndex(seed: seed, rows: 400)
    let queries = Self.queries(seed: seed)
    try await database.withConnection { db in
      var rowsCompared = 0
      for query in queries {
        let counts = try Self.counts(query.phrases, in: db)
        for (builtIn, counted) in try Self.scores(query.match, counts: .text(counts), in: db) {
          #expect(builtIn == counted, "\(query.match) with \(counts)")
          rowsCompared += 1
        }
      }
      #expect(rowsCompared > 1_000)
    }
  }

  /// Counts that are missing, too few, too many, negative or not numbers are taken by scanning.
  @Test(arguments: [SQLiteValue.null, .text(""), .text("3"), .text("3 4 5"), .text("-1 2"), .text("a b"), .integer(7)])
  func countsThatDoNotFitAreScanned(_ counts: SQLiteValue) async throws {
    let database = try await Self.makeIndex(seed: 3, rows: 200)
    try await database.withConnection { db in
      let scores = try Self.scores("\"bl\"* shirt", counts: counts, in: db)
      #expect(!scores.isEmpty)
      for (builtIn, counted) in scores { #expect(builtIn == counted) }
    }
  }

  /// The counts given are the ones used: a phrase said to be in every row weighs almost nothing.
  @Test func theGivenCountsAreUsed() async throws {
    let database = try await Self.makeIndex(seed: 8, rows: 200)
    try await database.withConnection { db in
      let rows = try db.queryFirst("SELECT count(*) AS n FROM notes_fts")?.value(Int.self, named: "n") ?? 0
      let right = try Self.counts(["\"silk\""], in: db)
      let scores = try Self.scores("\"silk\"", counts: .text("\(rows)"), in: db)
      #expect(!scores.isEmpty)
      for (builtIn, counted) in scores {
        #expect(builtIn < 0)
        #expect(counted > builtIn)
        #expect(abs(counted) < 1e-3, "\(right) of \(rows) rows")
      }
    }
  }
}
