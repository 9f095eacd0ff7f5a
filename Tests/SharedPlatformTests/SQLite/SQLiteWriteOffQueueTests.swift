import Foundation
import SharedCore
import SharedTesting
import Testing

@testable import SharedPlatform

/// A short write runs on the calling thread only when it can never make that thread wait, and a
/// write that declines has committed nothing, whatever its body did with the failure.
@Suite struct SQLiteWriteOffQueueTests {
  private static let schema = "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"

  private func names(_ database: SQLiteDatabase) async throws -> [String] {
    try await database.query("SELECT name FROM item ORDER BY id").map { try $0.value(String.self, named: "name") }
  }

  @Test func aShortWriteCommitsOnTheCallingThread() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await database.execute(sql: Self.schema)
    let inserted = try database.writeWithoutQueue { db in
      try db.run("INSERT INTO item (name) VALUES (?)", ["here"])
      return db.lastInsertRowID
    }
    #expect(inserted == 1)
    #expect(try await names(database) == ["here"])
    #expect(try await database.withConnection { !$0.isInTransaction })
    await database.close()
  }

  @Test func onlyDatabasesWhoseCommitsNeverSyncWriteOffTheQueue() async throws {
    let temporary = try TemporaryDatabase()
    let cases: [(SQLiteConfiguration, Bool)] = [
      (.inMemory, true),
      (.file(temporary.file(named: "normal.sqlite")), true),
      (.file(temporary.file(named: "full.sqlite"), synchronous: .full), false),
      (.file(temporary.file(named: "exclusive.sqlite"), locking: .exclusive), false),
    ]
    for (configuration, skipsTheQueue) in cases {
      let database = try SQLiteDatabase(configuration)
      try await database.execute(sql: Self.schema)
      let result = try database.writeWithoutQueue { db in try db.run("INSERT INTO item (name) VALUES (?)", ["x"]) }
      #expect((result != nil) == skipsTheQueue, "\(configuration)")
      #expect(try await names(database) == (skipsTheQueue ? ["x"] : []), "\(configuration)")
      await database.close()
    }
  }

  @Test func aWriteDeclinesWhileTheQueueHoldsTheConnection() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(sql: Self.schema)
    let held = await HeldDatabaseQueue.hold(database)
    let result = try database.writeWithoutQueue { db in try db.run("INSERT INTO item (name) VALUES (?)", ["x"]) }
    try await held.release()
    #expect(result == nil)
    #expect(try await names(database).isEmpty)
  }

  @Test(.timeLimit(.minutes(1))) func aWriteDeclinesAtOnceWhenAnotherConnectionIsWriting() async throws {
    let temporary = try TemporaryDatabase()
    let here = try temporary.open()
    let there = try temporary.open()
    try await here.execute(sql: Self.schema)
    let writing = await HeldDatabaseQueue.hold(there, inTransaction: true) { db in
      try db.run("INSERT INTO item (name) VALUES (?)", ["there"])
    }
    let clock = ContinuousClock()
    let started = clock.now
    // The busy timeout is five seconds on the queue; off it, the lock is not waited for.
    let result = try here.writeWithoutQueue { db in try db.run("INSERT INTO item (name) VALUES (?)", ["here"]) }
    let waited = clock.now - started
    try await writing.release()
    #expect(result == nil)
    #expect(waited < .seconds(1), "waited \(waited)")
    #expect(try await names(here) == ["there"])
    await here.close()
    await there.close()
  }

  @Test func aWriteOverItsBudgetRollsBackAndDeclines() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(sql: Self.schema)
    let long = """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
      INSERT INTO item (name) SELECT 'row' FROM n
      """
    let declined = try database.writeWithoutQueue { db -> Int in
      try db.run("INSERT INTO item (name) VALUES (?)", ["first"])
      return try db.run(long)
    }
    #expect(declined == nil)
    // A body that swallows the interruption and goes on is rolled back all the same.
    let swallowed = try database.writeWithoutQueue { db -> Int in
      _ = try? db.run(long)
      return try db.run("INSERT INTO item (name) VALUES (?)", ["after"])
    }
    #expect(swallowed == nil)
    #expect(try await names(database).isEmpty)
    // The same write runs to the end on the queue.
    try await database.transaction { db in try db.run(long) }
    #expect(try await names(database).count == 100_000)
  }

  @Test func aFailingBodyRollsBackAndThrowsItsError() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(sql: Self.schema)
    #expect(throws: SQLiteError.self) {
      try database.writeWithoutQueue { db in
        try db.run("INSERT INTO item (name) VALUES (?)", ["kept?"])
        try db.run("INSERT INTO item (name) VALUES (?)", [.null])
      }
    }
    #expect(try await names(database).isEmpty)
    #expect(try await database.withConnection { !$0.isInTransaction })
  }

  @Test func aClosedDatabaseDeclinesAndTheQueueReportsItClosed() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(sql: Self.schema)
    await database.close()
    #expect(try database.writeWithoutQueue { db in try db.run("INSERT INTO item (name) VALUES (?)", ["x"]) } == nil)
    await #expect(throws: SQLiteError.closed) { try await database.run("DELETE FROM item") }
  }

  @Test func aCancelledTaskDoesNotWrite() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(sql: Self.schema)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try database.writeWithoutQueue { db in try db.run("INSERT INTO item (name) VALUES (?)", ["x"]) }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(try await names(database).isEmpty)
  }
}
