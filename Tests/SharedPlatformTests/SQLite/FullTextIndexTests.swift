import SharedCore
import SharedPlatform
import Testing

/// A transaction that writes `bulkWriteSize` rows or more compacts the FTS5 index into one segment;
/// smaller ones leave its segments to FTS5's own merging, and search finds the same rows either way.
@Suite struct FullTextIndexTests {
  @Test func compactsOnlyAfterABulkWrite() async throws {
    let database = try SQLiteDatabase(.inMemory)
    let index = FullTextIndex(table: "notes_fts", bulkWriteSize: 3)
    try await database.withConnection { db in
      try db.execute(sql: "CREATE VIRTUAL TABLE notes_fts USING fts5(body)")
      func write(_ bodies: [String]) throws {
        try db.transaction { db in
          for body in bodies { try db.run("INSERT INTO notes_fts (body) VALUES (?)", [.text(body)]) }
          try index.compactAfterBulkWrite(of: bodies.count, in: db)
        }
      }
      func segments() throws -> Int {
        try db.queryFirst("SELECT count(DISTINCT segid) AS n FROM notes_fts_idx")?.value(Int.self, named: "n") ?? 0
      }
      func matches() throws -> Int {
        try db.queryFirst("SELECT count(*) AS n FROM notes_fts WHERE notes_fts MATCH 'blue*'")?
          .value(Int.self, named: "n") ?? 0
      }
      try write(["blue saree"])
      try write(["blue shirt", "red kurta"])
      #expect(try segments() == 2)
      #expect(try matches() == 2)
      try write(["blue towel", "green towel", "blue jeans"])
      #expect(try segments() == 1)
      #expect(try matches() == 4)
    }
  }
}
