import Foundation
import SharedCore
import SharedPlatform
import Testing

/// Phrase counts are remembered while the index keeps its generation and counted again once a
/// write, on this connection or another, records a new one.
@Suite struct FullTextPhraseCountsTests {
  static let index = FullTextIndex(table: "notes_fts")

  static func makeSchema(_ db: SQLiteConnection) throws {
    try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS notes_fts USING fts5(body, prefix = '2 3')")
    try index.createGenerationTable(in: db)
  }

  /// Inserts `bodies`; records a generation only when `recorded`.
  static func write(_ bodies: [String], recorded: Bool = true, in db: SQLiteConnection) throws {
    try db.transaction { db in
      for body in bodies { try db.run("INSERT INTO notes_fts (body) VALUES (?)", [.text(body)]) }
      if recorded { try index.didWrite(rows: bodies.count, in: db) }
    }
  }

  @Test func countsAreTheRowsEachPhraseMatches() async throws {
    let database = try SQLiteDatabase(.inMemory)
    let counts = FullTextPhraseCounts()
    try await database.withConnection { db in
      try Self.makeSchema(db)
      try Self.write(["blue shirt", "blue saree", "black shawl", "red kurta"], in: db)
      #expect(
        try counts.counts(of: ["\"bl\"*", "\"blue\"", "\"sh\"*", "\"green\""], in: Self.index, db: db) == [3, 2, 2, 0])
      #expect(try counts.argument(for: ["\"bl\"*", "\"red\""], in: Self.index, db: db) == "3 1")
    }
  }

  /// A write that records no generation is not seen (the counts are remembered); one that does is.
  @Test func countsLastAsLongAsTheGeneration() async throws {
    let database = try SQLiteDatabase(.inMemory)
    let counts = FullTextPhraseCounts()
    try await database.withConnection { db in
      try Self.makeSchema(db)
      try Self.write(["blue shirt"], in: db)
      #expect(try counts.counts(of: ["\"blue\""], in: Self.index, db: db) == [1])
      try Self.write(["blue saree"], recorded: false, in: db)
      #expect(try counts.counts(of: ["\"blue\""], in: Self.index, db: db) == [1])
      #expect(try counts.counts(of: ["\"blue\"", "\"saree\""], in: Self.index, db: db) == [1, 1])
      try Self.write(["blue towel"], in: db)
      #expect(try counts.counts(of: ["\"blue\"", "\"saree\""], in: Self.index, db: db) == [3, 1])
      counts.removeAll()
      try Self.write(["blue jeans"], recorded: false, in: db)
      #expect(try counts.counts(of: ["\"blue\""], in: Self.index, db: db) == [4])
    }
  }

  /// Before any write records a generation, nothing is remembered.
  @Test func withoutAGenerationEveryCallCounts() async throws {
    let database = try SQLiteDatabase(.inMemory)
    let counts = FullTextPhraseCounts()
    try await database.withConnection { db in
      try Self.makeSchema(db)
      try Self.write(["blue shirt"], recorded: false, in: db)
      #expect(try Self.index.generation(in: db) == nil)
      #expect(try counts.counts(of: ["\"blue\""], in: Self.index, db: db) == [1])
      try Self.write(["blue saree"], recorded: false, in: db)
      #expect(try counts.counts(of: ["\"blue\""], in: Self.index, db: db) == [2])
    }
  }

  /// A write committed through another connection to the same file starts a new generation there too.
  @Test func aWriteFromAnotherConnectionIsSeen() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("phrase-counts-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("notes.sqlite")
    let reader = try SQLiteDatabase(.file(file))
    let writer = try SQLiteDatabase(.file(file))
    let counts = FullTextPhraseCounts()
    try await writer.withConnection { db in
      try Self.makeSchema(db)
      try Self.write(["blue shirt"], in: db)
    }
    let before = try await reader.withConnection { try counts.counts(of: ["\"blue\""], in: Self.index, db: $0) }
    try await writer.withConnection { try Self.write(["blue saree", "blue towel"], in: $0) }
    let after = try await reader.withConnection { try counts.counts(of: ["\"blue\""], in: Self.index, db: $0) }
    #expect(before == [1])
    #expect(after == [3])
  }

  /// Every write records a generation of its own, even after the index is dropped and made again.
  @Test func everyWriteRecordsANewGeneration() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.withConnection { db in
      try Self.makeSchema(db)
      var generations: Set<Int64> = []
      for round in 0..<20 {
        if round == 10 { try db.execute(sql: "DROP TABLE notes_fts") }
        try Self.makeSchema(db)
        try Self.write(["note \(round)"], in: db)
        generations.insert(try #require(try Self.index.generation(in: db)))
      }
      #expect(generations.count == 20)
    }
  }
}
