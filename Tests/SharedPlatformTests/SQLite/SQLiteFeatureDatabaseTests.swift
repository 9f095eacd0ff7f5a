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

  // MARK: - Reads beside the queue

  /// A query that counts to `limit`: far more SQLite work than a read may do off the queue.
  private static func countingTo(_ limit: Int) -> String {
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(limit)) SELECT COUNT(*) FROM n"
  }

  private func insert(_ id: String, into database: any FeatureDatabase) async throws {
    try await database.write { db in try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", [.text(id), "x"]) }
  }

  @Test func aReadSeesWhatAnotherConnectionCommittedAtOnce() async throws {
    let temporary = try TemporaryDatabase()
    // Two databases on one file, as two processes (or two stores) would open it.
    let here = SQLiteFeatureDatabase(try temporary.open(), schema: Self.schema)
    let there = SQLiteFeatureDatabase(try temporary.open(), schema: Self.schema)
    #expect(try await count(here) == 0)
    for index in 1...50 {
      try await insert("there-\(index)", into: index.isMultiple(of: 2) ? there : here)
      #expect(try await count(here) == index)
      #expect(try await count(there) == index)
    }
  }

  @Test func aReadDoesNotWaitForTheQueueAndSeesTheLastCommit() async throws {
    let temporary = try TemporaryDatabase()
    let database = SQLiteFeatureDatabase(try temporary.open(), schema: Self.schema)
    try await insert("before", into: database)
    let started = AsyncStream<Void>.makeStream()
    let readDone = LockedValue(false)
    let writing = Task {
      try await database.write { db in
        try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", ["during", "x"])
        started.continuation.yield()
        // Holds the database's queue (not the cooperative pool), its write uncommitted, until the
        // read below is done; a read waiting for the queue would wait out the whole deadline.
        let deadline = Date().addingTimeInterval(5)
        while !readDone.withLock({ $0 }), Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        return readDone.withLock { $0 }
      }
    }
    for await _ in started.stream { break }
    #expect(try await count(database) == 1, "the committed state, not the write in progress")
    readDone.withLock { $0 = true }
    #expect(try await writing.value, "the read was answered while the write held the queue")
    #expect(try await count(database) == 2)
  }

  @Test func aLongReadIsFinishedAsAQueuedRead() async throws {
    let temporary = try TemporaryDatabase()
    let database = SQLiteFeatureDatabase(try temporary.open(), schema: Self.schema)
    #expect(try await count(database) == 0)
    let total = try await database.read { db in try db.queryFirst(Self.countingTo(200_000))?.value(Int.self, at: 0) }
    #expect(total == 200_000)
    // A body that swallows the interruption still gets the whole answer: it runs again, queued.
    let swallowed = try await database.read { db in
      (try? db.queryFirst(Self.countingTo(100_000)))?.flatMap { try? $0.value(Int.self, at: 0) } ?? -1
    }
    #expect(swallowed == 100_000)
  }

  @Test(arguments: [false, true])
  func aWriteInAReadThrowsAndChangesNothing(onFile: Bool) async throws {
    let temporary = try TemporaryDatabase()
    let database = SQLiteFeatureDatabase(
      onFile ? try temporary.open() : try SQLiteDatabase(.inMemory), schema: Self.schema)
    try await insert("a", into: database)
    for _ in 0..<2 {
      await #expect(throws: SQLiteError.self) {
        try await database.read { db in try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", ["b", "y"]) }
      }
    }
    #expect(try await count(database) == 1)
    try await insert("c", into: database)
    #expect(try await count(database) == 2, "writes still work after a refused one")
  }

  @Test func concurrentReadsAllAnswer() async throws {
    let temporary = try TemporaryDatabase()
    let database = SQLiteFeatureDatabase(try temporary.open(), schema: Self.schema)
    for index in 0..<100 { try await insert("note-\(index)", into: database) }
    let counts = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<200 { group.addTask { try await count(database) } }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(counts.count == 200)
    #expect(counts.allSatisfy { $0 == 100 })
  }

  @Test func aClosedDatabaseRefusesReads() async throws {
    let temporary = try TemporaryDatabase()
    let sqlite = try temporary.open()
    let database = SQLiteFeatureDatabase(sqlite, schema: Self.schema)
    #expect(try await count(database) == 0)
    await sqlite.close()
    await #expect(throws: SQLiteError.closed) { try await count(database) }
  }

  @Test func anExclusiveDatabaseReadsOnItsQueue() async throws {
    let temporary = try TemporaryDatabase()
    let sqlite = try SQLiteDatabase(.file(temporary.url, locking: .exclusive))
    let database = SQLiteFeatureDatabase(sqlite, schema: Self.schema)
    try await insert("a", into: database)
    #expect(try await count(database) == 1)
    #expect(try await count(database) == 1)
  }
}
