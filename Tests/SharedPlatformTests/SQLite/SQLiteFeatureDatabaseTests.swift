import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteFeatureDatabaseTests {
  private struct Boom: Error {}

  private static let schema = FeatureSchema(
    domain: "notes.feature",
    migrations: [
      FeatureMigration(version: 1, name: "create_notes", sql: "CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT)"),
      FeatureMigration(version: 2, name: "add_rank", sql: "ALTER TABLE notes ADD COLUMN rank INTEGER"),
    ])

  private func count(_ database: any FeatureDatabase) async throws -> Int {
    try await database.read { db in try db.queryFirst("SELECT COUNT(*) FROM notes")?.value(Int.self, at: 0) ?? -1 }
  }

  @Test func migratesOnFirstUseAndRecordsTheVersions() async throws {
    let sqlite = try SQLiteDatabase(.inMemory)
    let database = SQLiteFeatureDatabase(sqlite, schema: Self.schema)
    try await database.write { db in try db.run("INSERT INTO notes (id, body, rank) VALUES (?, ?, ?)", ["a", "x", 1]) }
    #expect(try await count(database) == 1)
    let versions = try await sqlite.query(
      "SELECT version FROM schema_migrations WHERE domain = ? ORDER BY version", ["notes.feature"])
    #expect(try versions.map { try $0.value(Int.self, at: 0) } == [1, 2])
  }

  @Test func aThrowingWriteLeavesNothingBehind() async throws {
    let database = SQLiteFeatureDatabase(try SQLiteDatabase(.inMemory), schema: Self.schema)
    await #expect(throws: Boom.self) {
      try await database.write { db in
        try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", ["a", "x"])
        throw Boom()
      }
    }
    #expect(try await count(database) == 0)
    await #expect(throws: Boom.self) { try await database.read { _ in throw Boom() } }
    try await database.write { db in try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", ["b", "y"]) }
    #expect(try await count(database) == 1)
  }

  @Test func concurrentCheckThenInsertWritesExactlyOnce() async throws {
    let database = SQLiteFeatureDatabase(try SQLiteDatabase(.inMemory), schema: Self.schema)
    let inserted = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<20 {
        group.addTask {
          try await database.write { db in
            guard try db.queryFirst("SELECT 1 FROM notes WHERE id = ?", ["only"]) == nil else { return false }
            try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", ["only", "x"])
            return true
          }
        }
      }
      return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(inserted == 1)
  }

  @Test func dataAndSchemaSurviveReopening() async throws {
    let temporary = try TemporaryDatabase()
    do {
      let sqlite = try temporary.open()
      let database = SQLiteFeatureDatabase(sqlite, schema: Self.schema)
      try await database.write { db in try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", ["a", "x"]) }
      await sqlite.close()
    }
    let reopened = SQLiteFeatureDatabase(try temporary.open(), schema: Self.schema)
    #expect(try await count(reopened) == 1)
  }
}
