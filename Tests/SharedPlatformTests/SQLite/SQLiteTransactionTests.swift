import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteTransactionTests {
  private struct Boom: Error {}

  private func makeDatabase() async throws -> SQLiteDatabase {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    return database
  }

  private func names(_ database: SQLiteDatabase) async throws -> [String] {
    try await database.query("SELECT name FROM item ORDER BY id").map { try $0.value(String.self, named: "name") }
  }

  @Test func commitsWhenTheBodyReturns() async throws {
    let database = try await makeDatabase()
    let count = try await database.transaction { db in
      try db.run("INSERT INTO item (name) VALUES (?)", ["a"])
      try db.run("INSERT INTO item (name) VALUES (?)", ["b"])
      return try db.query("SELECT id FROM item").count
    }
    #expect(count == 2)
    #expect(try await names(database) == ["a", "b"])
  }

  @Test func rollsBackWhenTheBodyThrows() async throws {
    let database = try await makeDatabase()
    await #expect(throws: Boom.self) {
      try await database.transaction { db in
        try db.run("INSERT INTO item (name) VALUES (?)", ["a"])
        throw Boom()
      }
    }
    #expect(try await names(database).isEmpty)
    #expect(try await database.withConnection { !$0.isInTransaction })
  }

  @Test func nestedTransactionsAreSavepoints() async throws {
    let database = try await makeDatabase()
    try await database.transaction { db in
      try db.run("INSERT INTO item (name) VALUES (?)", ["outer"])
      #expect(throws: Boom.self) {
        try db.transaction { inner in
          try inner.run("INSERT INTO item (name) VALUES (?)", ["inner-rolled-back"])
          throw Boom()
        }
      }
      try db.transaction { inner in
        try inner.run("INSERT INTO item (name) VALUES (?)", ["inner-kept"])
        try inner.transaction { innermost in try innermost.run("INSERT INTO item (name) VALUES (?)", ["deepest"]) }
      }
    }
    #expect(try await names(database) == ["outer", "inner-kept", "deepest"])
  }

  @Test func outerRollbackDiscardsReleasedSavepoints() async throws {
    let database = try await makeDatabase()
    await #expect(throws: Boom.self) {
      try await database.transaction { db in
        try db.transaction { inner in try inner.run("INSERT INTO item (name) VALUES (?)", ["inner"]) }
        throw Boom()
      }
    }
    #expect(try await names(database).isEmpty)
  }

  @Test func callsFromOtherTasksWaitForATransactionToFinish() async throws {
    let database = try await makeDatabase()
    let started = AsyncStream.makeStream(of: Void.self)
    let writer = Task {
      try await database.transaction { db in
        try db.run("INSERT INTO item (name) VALUES (?)", ["first"])
        started.continuation.yield()
        Thread.sleep(forTimeInterval: 0.05)  // on the database's queue, not the cooperative pool
        try db.run("INSERT INTO item (name) VALUES (?)", ["second"])
      }
    }
    for await _ in started.stream { break }
    let seen = try await database.query("SELECT name FROM item ORDER BY id").count
    try await writer.value
    #expect(seen == 2, "the query ran after the whole transaction, never between its statements")
  }

  @Test func fileDatabasesUseWALWithForeignKeysOn() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open(synchronous: .full)
    let journal = try #require(try await database.queryFirst("PRAGMA journal_mode"))
    #expect(try journal.value(String.self, at: 0).lowercased() == "wal")
    let foreignKeys = try #require(try await database.queryFirst("PRAGMA foreign_keys"))
    #expect(try foreignKeys.value(Int.self, at: 0) == 1)
    let synchronous = try #require(try await database.queryFirst("PRAGMA synchronous"))
    #expect(try synchronous.value(Int.self, at: 0) == 2)  // FULL
    let cache = try #require(try await database.queryFirst("PRAGMA cache_size"))
    #expect(try cache.value(Int.self, at: 0) == -32_768)  // 32 MiB, in KiB
    let locking = try #require(try await database.queryFirst("PRAGMA locking_mode"))
    #expect(try locking.value(String.self, at: 0).lowercased() == "normal")
  }

  @Test func busyTimeoutBoundsTheWaitForAnotherConnectionsLock() async throws {
    let temporary = try TemporaryDatabase()
    let holder = try temporary.open()
    try await holder.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    let waiter = try SQLiteDatabase(SQLiteConfiguration(location: .file(temporary.url), busyTimeout: .milliseconds(50)))
    try await holder.execute(sql: "BEGIN IMMEDIATE")
    try await holder.run("INSERT INTO item (name) VALUES (?)", ["held"])
    let error = await #expect(throws: SQLiteError.self) {
      try await waiter.run("INSERT INTO item (name) VALUES (?)", ["blocked"])
    }
    try await holder.execute(sql: "COMMIT")
    guard case .sqlite(let code, _, _, _) = error else {
      Issue.record("expected SQLITE_BUSY, got \(String(describing: error))")
      return
    }
    #expect(code == 5)  // SQLITE_BUSY
    #expect(try await waiter.run("INSERT INTO item (name) VALUES (?)", ["after"]) == 1)
  }

  @Test func anExclusiveConnectionKeepsOthersOutUntilItCloses() async throws {
    let temporary = try TemporaryDatabase()
    let owner = try SQLiteDatabase(.file(temporary.url, locking: .exclusive))
    try await owner.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    try await owner.transaction { db in try db.run("INSERT INTO item (name) VALUES (?)", ["kept"]) }
    let mode = try #require(try await owner.queryFirst("PRAGMA locking_mode"))
    #expect(try mode.value(String.self, at: 0).lowercased() == "exclusive")
    let journal = try #require(try await owner.queryFirst("PRAGMA journal_mode"))
    #expect(try journal.value(String.self, at: 0).lowercased() == "wal")
    #expect(!FileManager.default.fileExists(atPath: temporary.url.path + "-shm"), "the log's index is in memory")

    let other = SQLiteConfiguration(location: .file(temporary.url), busyTimeout: .milliseconds(50))
    await #expect(throws: SQLiteError.self, "another connection cannot even read") {
      _ = try await SQLiteDatabase(other).query("SELECT name FROM item")
    }

    await owner.close()
    let names = try await SQLiteDatabase(other).query("SELECT name FROM item").map {
      try $0.value(String.self, named: "name")
    }
    #expect(names == ["kept"], "what the exclusive connection committed is in the file once it lets go")
  }

  @Test func foreignKeysAreEnforced() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(
      sql: """
        CREATE TABLE parent (id INTEGER PRIMARY KEY);
        CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parent(id));
        """
    )
    await #expect(throws: SQLiteError.self) { try await database.run("INSERT INTO child (parent_id) VALUES (?)", [99]) }
  }

  @Test func concurrentTasksWriteSafely() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await database.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, task INTEGER, n INTEGER)")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for n in 0..<50 {
            try await database.transaction { db in
              try db.run("INSERT INTO item (task, n) VALUES (?, ?)", [.integer(Int64(task)), .integer(Int64(n))])
            }
          }
        }
      }
      try await group.waitForAll()
    }
    let row = try #require(try await database.queryFirst("SELECT COUNT(*), COUNT(DISTINCT task) FROM item"))
    #expect(try row.value(Int.self, at: 0) == 400)
    #expect(try row.value(Int.self, at: 1) == 8)
  }

  @Test func aTaskCancelledBeforeItsTurnDoesNotRunItsBody() async throws {
    let database = try await makeDatabase()
    // Occupies the database's queue (not a cooperative thread) until released.
    let blocker = await HeldDatabaseQueue.hold(database)
    let cancelled = Task { try await database.run("INSERT INTO item (name) VALUES (?)", ["cancelled"]) }
    cancelled.cancel()
    try await blocker.release()
    await #expect(throws: CancellationError.self) { try await cancelled.value }
    #expect(try await names(database).isEmpty)
  }

  @Test(.timeLimit(.minutes(1))) func blockedDatabaseWorkLeavesTheCooperativePoolFree() async throws {
    // More databases than the pool has threads, each blocked inside a body: with the old
    // lock-based design this occupied every cooperative thread and the probe never ran.
    let count = ProcessInfo.processInfo.activeProcessorCount + 2
    let release = DispatchSemaphore(value: 0)
    let entered = AsyncStream.makeStream(of: Void.self)
    let blocked = (0..<count).map { _ in
      Task {
        let database = try SQLiteDatabase(.inMemory)
        try await database.withConnection { _ in
          entered.continuation.yield()
          release.wait()
        }
      }
    }
    var waiting = entered.stream.makeAsyncIterator()
    for _ in 0..<count { await waiting.next() }
    let probe = await Task.detached { 42 }.value
    #expect(probe == 42, "a plain task still ran while every database was blocked")
    for _ in 0..<count { release.signal() }
    for task in blocked { try await task.value }
  }

  @Test func closedDatabaseRefusesCalls() async throws {
    let database = try await makeDatabase()
    await database.close()
    await database.close()
    await #expect(throws: SQLiteError.closed) { try await database.run("DELETE FROM item") }
  }
}
