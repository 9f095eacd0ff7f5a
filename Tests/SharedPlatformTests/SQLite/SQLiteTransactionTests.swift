import Foundation
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteTransactionTests {
  private struct Boom: Error {}

  private func makeDatabase() throws -> SQLiteDatabase {
    let database = try SQLiteDatabase(.inMemory)
    try database.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    return database
  }

  private func names(_ database: SQLiteDatabase) throws -> [String] {
    try database.query("SELECT name FROM item ORDER BY id").map { try $0.value(String.self, named: "name") }
  }

  @Test func commitsWhenTheBodyReturns() throws {
    let database = try makeDatabase()
    let count = try database.transaction { db in
      try db.run("INSERT INTO item (name) VALUES (?)", ["a"])
      try db.run("INSERT INTO item (name) VALUES (?)", ["b"])
      return try db.query("SELECT id FROM item").count
    }
    #expect(count == 2)
    #expect(try names(database) == ["a", "b"])
  }

  @Test func rollsBackWhenTheBodyThrows() throws {
    let database = try makeDatabase()
    #expect(throws: Boom.self) {
      try database.transaction { db in
        try db.run("INSERT INTO item (name) VALUES (?)", ["a"])
        throw Boom()
      }
    }
    #expect(try names(database).isEmpty)
    #expect(try database.withConnection { !$0.isInTransaction })
  }

  @Test func nestedTransactionsAreSavepoints() throws {
    let database = try makeDatabase()
    try database.transaction { db in
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
    #expect(try names(database) == ["outer", "inner-kept", "deepest"])
  }

  @Test func outerRollbackDiscardsReleasedSavepoints() throws {
    let database = try makeDatabase()
    #expect(throws: Boom.self) {
      try database.transaction { db in
        try db.transaction { inner in try inner.run("INSERT INTO item (name) VALUES (?)", ["inner"]) }
        throw Boom()
      }
    }
    #expect(try names(database).isEmpty)
  }

  @Test func databaseCallsInsideATransactionJoinIt() throws {
    let database = try makeDatabase()
    #expect(throws: Boom.self) {
      try database.transaction { _ in
        try database.run("INSERT INTO item (name) VALUES (?)", ["joined"])
        try database.transaction { db in try db.run("INSERT INTO item (name) VALUES (?)", ["nested"]) }
        throw Boom()
      }
    }
    #expect(try names(database).isEmpty)
  }

  @Test func fileDatabasesUseWALWithForeignKeysOn() throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open(synchronous: .full)
    let journal = try #require(try database.queryFirst("PRAGMA journal_mode"))
    #expect(try journal.value(String.self, at: 0).lowercased() == "wal")
    let foreignKeys = try #require(try database.queryFirst("PRAGMA foreign_keys"))
    #expect(try foreignKeys.value(Int.self, at: 0) == 1)
    let synchronous = try #require(try database.queryFirst("PRAGMA synchronous"))
    #expect(try synchronous.value(Int.self, at: 0) == 2)  // FULL
  }

  @Test func busyTimeoutBoundsTheWaitForAnotherConnectionsLock() throws {
    let temporary = try TemporaryDatabase()
    let holder = try temporary.open()
    try holder.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    let waiter = try SQLiteDatabase(SQLiteConfiguration(location: .file(temporary.url), busyTimeout: .milliseconds(50)))
    let error = try holder.transaction { db in
      try db.run("INSERT INTO item (name) VALUES (?)", ["held"])
      return #expect(throws: SQLiteError.self) { try waiter.run("INSERT INTO item (name) VALUES (?)", ["blocked"]) }
    }
    guard case .sqlite(let code, _, _, _) = error else {
      Issue.record("expected SQLITE_BUSY, got \(String(describing: error))")
      return
    }
    #expect(code == 5)  // SQLITE_BUSY
    #expect(try waiter.run("INSERT INTO item (name) VALUES (?)", ["after"]) == 1)
  }

  @Test func foreignKeysAreEnforced() throws {
    let database = try SQLiteDatabase(.inMemory)
    try database.execute(
      sql: """
        CREATE TABLE parent (id INTEGER PRIMARY KEY);
        CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parent(id));
        """
    )
    #expect(throws: SQLiteError.self) { try database.run("INSERT INTO child (parent_id) VALUES (?)", [99]) }
  }

  @Test func concurrentTasksWriteSafely() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try database.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, task INTEGER, n INTEGER)")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for n in 0..<50 {
            try database.transaction { db in
              try db.run("INSERT INTO item (task, n) VALUES (?, ?)", [.integer(Int64(task)), .integer(Int64(n))])
            }
          }
        }
      }
      try await group.waitForAll()
    }
    let row = try #require(try database.queryFirst("SELECT COUNT(*), COUNT(DISTINCT task) FROM item"))
    #expect(try row.value(Int.self, at: 0) == 400)
    #expect(try row.value(Int.self, at: 1) == 8)
  }
}
