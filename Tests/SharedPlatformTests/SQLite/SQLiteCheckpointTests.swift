import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A file database copies its write-ahead log into the database file on a connection and queue of
/// its own, once a commit takes the log past 1,000 pages, instead of at the end of that commit.
@Suite struct SQLiteCheckpointTests {
  /// Rows of one page each written per transaction: past the 1,000-page threshold in one commit.
  private static let rowsPerTransaction = 1_100
  private static let pageSize = 4_096
  private static let pageTable = "CREATE TABLE page (id INTEGER PRIMARY KEY, body BLOB NOT NULL)"

  @Test func aFullLogIsCopiedIntoTheDatabaseWithoutAnotherWrite() async throws {
    let (temporary, database) = try await Self.openPageDatabase()
    #expect(try Self.size(of: temporary.url) < Self.pageSize * 10)

    try await Self.writeOnePagePerRow(database)

    // Nothing writes after that commit: only the checkpointer can copy the log into the file.
    try await Self.waitUntil { try Self.size(of: temporary.url) >= Self.rowsPerTransaction * Self.pageSize }
    #expect(try await Self.pageRows(in: database) == Self.rowsPerTransaction)
    await database.close()
  }

  @Test func steadyWritesReuseTheLogInsteadOfGrowingIt() async throws {
    let (temporary, database) = try await Self.openPageDatabase()
    let rounds = 10
    for round in 1...rounds {
      try await Self.writeOnePagePerRow(database)
      try await Self.waitUntil {
        try Self.size(of: temporary.url) >= round * Self.rowsPerTransaction * Self.pageSize
      }
      // The file reaches its size before the checkpoint records that it copied everything.
      try await Task.sleep(for: .milliseconds(50))
    }
    // A write after a complete checkpoint starts the log over: it stays about one transaction
    // long, where without checkpoints it would hold all ten.
    let log = try Self.size(of: URL(fileURLWithPath: temporary.url.path + "-wal"))
    #expect(log < 3 * Self.rowsPerTransaction * (Self.pageSize + 24), "log of \(log) bytes")
    #expect(try await Self.pageRows(in: database) == rounds * Self.rowsPerTransaction)
    await database.close()

    let reopened = try temporary.open()
    #expect(try await Self.pageRows(in: reopened) == rounds * Self.rowsPerTransaction)
    await reopened.close()
  }

  @Test func aBulkWriteLeavesItsLogToTheCheckpointerWhichStartsItOver() async throws {
    let (temporary, database) = try await Self.openPageDatabase()
    let rows = 8_200
    let log = URL(fileURLWithPath: temporary.url.path + "-wal")
    try await Self.writeOnePagePerRow(database, rows: rows)
    // Past 8,000 pages, the checkpointer (not the writer's caller) copies the log into the file
    // and starts it over.
    try await Self.waitUntil { try Self.size(of: temporary.url) >= rows * Self.pageSize }
    try await Task.sleep(for: .milliseconds(50))
    #expect(try await Self.pageRows(in: database) == rows)
    // The next write starts the log over instead of appending to the bulk write's frames: the
    // file keeps its size, and the log holds the new transaction at the start of it.
    let logAfterBulk = try Self.size(of: log)
    try await Self.writeOnePagePerRow(database, rows: 10)
    let frames = try await database.queryFirst("PRAGMA wal_checkpoint(PASSIVE)")?.value(Int.self, named: "log")
    #expect(logAfterBulk >= rows * Self.pageSize)
    #expect((frames ?? .max) < 100, "log of \(frames ?? -1) frames after the next write")
    #expect(try await Self.pageRows(in: database) == rows + 10)
    await database.close()
  }

  @Test func anExclusiveDatabaseStillCheckpointsAtItsOwnCommits() async throws {
    let (temporary, database) = try await Self.openPageDatabase(locking: .exclusive)
    try await Self.writeOnePagePerRow(database)
    // No second connection can share the file: SQLite's own checkpoint ran at the end of the commit.
    #expect(try Self.size(of: temporary.url) >= Self.rowsPerTransaction * Self.pageSize)
    await database.close()
  }

  /// A new file database with the one-page-per-row table.
  private static func openPageDatabase(locking: SQLiteConfiguration.Locking = .shared) async throws
    -> (TemporaryDatabase, SQLiteDatabase)
  {
    let temporary = try TemporaryDatabase()
    let database = try SQLiteDatabase(.file(temporary.url, locking: locking))
    try await database.execute(sql: pageTable)
    return (temporary, database)
  }

  /// One transaction writing `rows` rows of one page each.
  private static func writeOnePagePerRow(_ database: SQLiteDatabase, rows: Int = rowsPerTransaction) async throws {
    try await database.transaction { db in
      for _ in 0..<rows {
        try db.run("INSERT INTO page (body) VALUES (zeroblob(?))", [.integer(4_000)])
      }
    }
  }

  private static func pageRows(in database: SQLiteDatabase) async throws -> Int? {
    try await database.queryFirst("SELECT COUNT(*) AS n FROM page")?.value(Int.self, named: "n")
  }

  private static func size(of url: URL) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
  }

  /// Polls `condition` every 10 ms for up to 20 s.
  private static func waitUntil(_ condition: () throws -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while try !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("timed out waiting for the checkpoint")
        return
      }
      try await Task.sleep(for: .milliseconds(10))
    }
  }
}
