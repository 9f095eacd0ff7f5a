import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// `SQLiteDatabase.read(_:)` and `queuedRead(_:)`: one snapshot, writes refused, answered beside a
/// write that holds the queue, long or short.
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

  /// A read too long for the calling thread is finished on the reading queue, not the writer's:
  /// it is answered while an uncommitted write holds the writer's queue.
  @Test(.timeLimit(.minutes(1))) func aLongReadIsFinishedBesideAWriteThatHoldsTheQueue() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await makeNotes(database, count: 3)
    let held = await HeldDatabaseQueue.hold(database, inTransaction: true) { db in
      try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", [.integer(99), "y"])
    }
    let counting = """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200000)
      SELECT (SELECT COUNT(*) FROM n) AS steps, (SELECT COUNT(*) FROM notes) AS notes
      """
    let row = try await database.read { db in try db.queryFirst(counting) }
    #expect(try row?.value(Int.self, named: "steps") == 200_000)
    #expect(try row?.value(Int.self, named: "notes") == 3, "the committed state, not the write in progress")
    try await held.release()
    #expect(try await count(database) == 4)
  }

  /// `queuedRead` skips the calling thread and never waits for the writer; in memory, where no
  /// second connection can share the database, it takes its turn on the writer's queue.
  @Test(.timeLimit(.minutes(1))) func aQueuedReadNeverWaitsForTheWriter() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await makeNotes(database, count: 2)
    let held = await HeldDatabaseQueue.hold(database, inTransaction: true) { db in
      try db.run("DELETE FROM notes")
    }
    let notes = try await database.queuedRead { db in
      try db.queryFirst("SELECT COUNT(*) FROM notes")?.value(Int.self, at: 0)
    }
    #expect(notes == 2)
    await #expect(throws: SQLiteError.self) {
      try await database.queuedRead { db in try db.run("DELETE FROM notes") }
    }
    try await held.release()
    #expect(
      try await database.queuedRead { try $0.queryFirst("SELECT COUNT(*) FROM notes")?.value(Int.self, at: 0) } == 0)

    let memory = try SQLiteDatabase(.inMemory)
    try await makeNotes(memory, count: 5)
    #expect(
      try await memory.queuedRead { try $0.queryFirst("SELECT COUNT(*) FROM notes")?.value(Int.self, at: 0) } == 5)
  }

  @Test func aClosedDatabaseRefusesReads() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await makeNotes(database, count: 2)
    #expect(try await count(database) == 2)
    await database.close()
    await #expect(throws: SQLiteError.closed) { try await count(database) }
    await #expect(throws: SQLiteError.closed) { try await database.queuedRead { _ in 0 } }
  }
}
