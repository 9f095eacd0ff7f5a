import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteMigratorTests {
  private struct Boom: Error {}

  private static let createNotes = SQLiteMigration(
    version: 1, name: "create_notes", sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"
  )
  private static let addTitle = SQLiteMigration(version: 2, name: "add_title") { db in
    try db.execute(sql: "ALTER TABLE notes ADD COLUMN title TEXT")
    try db.run("INSERT INTO notes (body, title) VALUES (?, ?)", ["seeded", "Welcome"])
  }

  private func tables(_ database: SQLiteDatabase) async throws -> Set<String> {
    Set(try await database.query("SELECT name FROM sqlite_master WHERE type = 'table'").map { try $0.value(at: 0) })
  }

  @Test func freshDatabaseGetsEveryMigration() async throws {
    let database = try SQLiteDatabase(.inMemory)
    let migrator = SQLiteMigrator(domain: "notes", migrations: [Self.createNotes, Self.addTitle])
    #expect(try await migrator.currentVersion(of: database) == 0)
    #expect(try await migrator.migrate(database) == [1, 2])
    #expect(try await migrator.currentVersion(of: database) == 2)
    #expect(try await database.query("SELECT title FROM notes").count == 1)
  }

  @Test func incrementalMigrationAppliesOnlyTheNewOnesAndReRunIsANoOp() async throws {
    let temporary = try TemporaryDatabase()
    do {
      let database = try temporary.open()
      #expect(try await SQLiteMigrator(domain: "notes", migrations: [Self.createNotes]).migrate(database) == [1])
      await database.close()
    }
    let database = try temporary.open()
    let migrator = SQLiteMigrator(domain: "notes", migrations: [Self.createNotes, Self.addTitle])
    #expect(try await migrator.migrate(database) == [2])
    #expect(try await migrator.migrate(database) == [])
    #expect(try await database.query("SELECT title FROM notes").count == 1)
  }

  @Test func failingMigrationRollsBackAndLeavesTheVersion() async throws {
    let database = try SQLiteDatabase(.inMemory)
    let failing = SQLiteMigration(version: 2, name: "half_done") { db in
      try db.execute(sql: "CREATE TABLE partial (id INTEGER)")
      throw Boom()
    }
    let migrator = SQLiteMigrator(domain: "notes", migrations: [Self.createNotes, failing])
    await #expect(throws: Boom.self) { try await migrator.migrate(database) }
    #expect(try await migrator.currentVersion(of: database) == 1)
    #expect(try await !tables(database).contains("partial"))
    #expect(try await tables(database).contains("notes"))
  }

  @Test func newerDatabaseIsRefused() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await SQLiteMigrator(domain: "notes", migrations: [Self.createNotes, Self.addTitle]).migrate(database)
    let older = SQLiteMigrator(domain: "notes", migrations: [Self.createNotes])
    await #expect(throws: SQLiteError.databaseNewerThanCode(domain: "notes", databaseVersion: 2, latestKnownVersion: 1))
    {
      try await older.migrate(database)
    }
  }

  @Test func domainsAreIndependent() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await SQLiteMigrator(domain: "notes", migrations: [Self.createNotes, Self.addTitle]).migrate(database)
    let createOther = SQLiteMigration(version: 1, name: "create_other", sql: "CREATE TABLE other (x)")
    let other = SQLiteMigrator(domain: "other", migrations: [createOther])
    #expect(try await other.migrate(database) == [1])
  }

  @Test func twoConnectionsMigratingAtOnceApplyEachMigrationOnce() async throws {
    let temporary = try TemporaryDatabase()
    let migrator = SQLiteMigrator(domain: "notes", migrations: [Self.createNotes, Self.addTitle])
    let first = try temporary.open()
    let second = try temporary.open()
    async let fromFirst = Task { try await migrator.migrate(first) }.value
    async let fromSecond = Task { try await migrator.migrate(second) }.value
    let applied = try await fromFirst + fromSecond
    #expect(applied.sorted() == [1, 2])
    #expect(try await first.query("SELECT title FROM notes").count == 1, "the seeding migration ran once")
  }

  @Test func unorderedMigrationsAreRejected() async throws {
    let database = try SQLiteDatabase(.inMemory)
    let migrator = SQLiteMigrator(domain: "notes", migrations: [Self.addTitle, Self.createNotes])
    await #expect(throws: SQLiteError.invalidMigrationOrder(domain: "notes", version: 1)) {
      try await migrator.migrate(database)
    }
  }
}
