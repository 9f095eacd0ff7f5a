import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// `SQLiteDatabase.read(_:)`: one snapshot, writes refused, answered beside a write that holds the
/// queue, and finished on the queue when it is long.
@Suite struct SQLiteDatabaseReadTests {
  private func makeNotes(_ database: SQLiteDatabase, count: Int) async throws {
    try await database.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
    try await database.transaction { db in
      for id in 0..<count { try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", [.integer(Int64(id)), "x"]) }
    }
  }

  private func count(_ database: SQLiteDatabase) async throws -> Int {
    try await database.read { db in try db.queryFirst("SELECT COUNT(*) FROM notes")?.value(Int.self, at: 0) ?? -1 }
  }

  @Test func answersBesideAWriteThatHoldsTheQueue() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await makeNotes(database, count: 3)
    let started = AsyncStream<Void>.makeStream()
    let readDone = LockedValue(false)
    let writing = Task {
      try await database.transaction { db in
        try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", [.integer(99), "y"])
        started.continuation.yield()
        // Holds the queue, its write uncommitted, until the read below is answered.
        let deadline = Date().addingTimeInterval(5)
        while !readDone.withLock({ $0 }), Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        return readDone.withLock { $0 }
      }
    }
    for await _ in started.stream { break }
    #expect(try await count(database) == 3, "the committed state, not the write in progress")
    readDone.withLock { $0 = true }
    #expect(try await writing.value, "the read was answered while the write held the queue")
    #expect(try await count(database) == 4)
  }

  @Test(arguments: [false, true])
  func aWriteInAReadThrowsAndChangesNothing(onFile: Bool) async throws {
    let temporary = try TemporaryDatabase()
    let database = onFile ? try temporary.open() : try SQLiteDatabase(.inMemory)
    try await makeNotes(database, count: 1)
    await #expect(throws: SQLiteError.self) {
      try await database.read { db in try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", [.integer(7), "y"]) }
    }
    #expect(try await count(database) == 1)
    try await database.run("INSERT INTO notes (id, body) VALUES (?, ?)", [.integer(8), "z"])
    #expect(try await count(database) == 2, "writes still work after a refused one")
  }

  @Test func aLongReadIsFinishedOnTheQueue() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await makeNotes(database, count: 0)
    let counting =
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000) SELECT COUNT(*) FROM n"
    let total = try await database.read { db in try db.queryFirst(counting)?.value(Int.self, at: 0) }
    #expect(total == 200_000)
  }

  @Test func aClosedDatabaseRefusesReads() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await makeNotes(database, count: 2)
    #expect(try await count(database) == 2)
    await database.close()
    await #expect(throws: SQLiteError.closed) { try await count(database) }
  }
}
