import Foundation
import SharedCore
import SharedPlatform
import Testing

@Suite struct SQLiteValueTests {
  private func makeDatabase() async throws -> SQLiteDatabase {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(sql: "CREATE TABLE item (i INTEGER, r REAL, t TEXT, b BLOB, n TEXT)")
    return database
  }

  @Test(arguments: [
    SQLiteValue.integer(0), .integer(Int64.max), .integer(Int64.min), .real(3.25), .real(-0.5),
    .text(""), .text("héllo, wörld 🌍"), .text("nul\u{0}inside"), .blob(Data()), .blob(Data([0, 1, 255])), .null,
  ])
  func bindsAndReadsEveryStorageClass(_ value: SQLiteValue) async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(sql: "CREATE TABLE item (v)")
    try await database.run("INSERT INTO item (v) VALUES (?)", [value])
    let row = try #require(try await database.queryFirst("SELECT v FROM item"))
    #expect(row[0] == value)
    #expect(row["v"] == value)
  }

  @Test func readsTypedColumnsByIndexAndName() async throws {
    let database = try await makeDatabase()
    let id = UUID()
    let date = Date(timeIntervalSinceReferenceDate: 123_456.789)
    try await database.run(
      "INSERT INTO item (i, r, t, b, n) VALUES (?, ?, ?, ?, ?)",
      [42, date.sqliteValue, id.sqliteValue, .blob(Data([7])), nil]
    )
    let row = try #require(try await database.queryFirst("SELECT i, r, t, b, n FROM item"))
    #expect(try row.value(Int.self, at: 0) == 42)
    #expect(try row.value(Int64.self, named: "i") == 42)
    #expect(try row.value(Date.self, named: "r") == date)
    #expect(try row.value(UUID.self, named: "t") == id)
    #expect(try row.value(Data.self, at: 3) == Data([7]))
    #expect(try row.value(String?.self, named: "n") == nil)
    #expect(try row.value(Int?.self, named: "i") == 42)
  }

  @Test func nullIntoNonOptionalIsATypeMismatch() async throws {
    let database = try await makeDatabase()
    try await database.run("INSERT INTO item (n) VALUES (?)", [nil])
    let row = try #require(try await database.queryFirst("SELECT n FROM item"))
    #expect(throws: SQLiteError.typeMismatch(column: "n", expected: "String", found: "NULL")) {
      try row.value(String.self, named: "n")
    }
  }

  @Test func typeMismatchNamesTheColumn() async throws {
    let database = try await makeDatabase()
    try await database.run("INSERT INTO item (t) VALUES (?)", ["not a number"])
    let row = try #require(try await database.queryFirst("SELECT t AS title FROM item"))
    #expect(throws: SQLiteError.typeMismatch(column: "title", expected: "Int", found: "TEXT")) {
      try row.value(Int.self, at: 0)
    }
    #expect(throws: SQLiteError.columnNotFound("missing")) { try row.value(Int.self, named: "missing") }
    #expect(throws: SQLiteError.columnNotFound("#5")) { try row.value(Int.self, at: 5) }
  }

  @Test func injectionAttemptIsStoredLiterally() async throws {
    let database = try await makeDatabase()
    let hostile = "x'); DROP TABLE item; --"
    try await database.run("INSERT INTO item (t) VALUES (?)", [.text(hostile)])
    let rows = try await database.query("SELECT t FROM item WHERE t = ?", [.text(hostile)])
    #expect(try rows.map { try $0.value(String.self, named: "t") } == [hostile])
  }

  @Test func refusesSeveralStatementsInOnePreparedStatement() async throws {
    let database = try await makeDatabase()
    let sql = "INSERT INTO item (i) VALUES (?); DROP TABLE item"
    await #expect(throws: SQLiteError.multipleStatements(sql: sql)) { try await database.run(sql, [1]) }
    #expect(try await database.query("SELECT i FROM item").isEmpty)
  }

  @Test func trailingSemicolonsAndCommentsAreNotAnotherStatement() async throws {
    let database = try await makeDatabase()
    try await database.run("INSERT INTO item (i) VALUES (?);  -- one row\n", [1])
    #expect(try await database.query("SELECT i FROM item; /* done */").count == 1)
  }

  @Test func parameterCountMustMatch() async throws {
    let database = try await makeDatabase()
    let sql = "INSERT INTO item (i, t) VALUES (?, ?)"
    await #expect(throws: SQLiteError.parameterCountMismatch(expected: 2, supplied: 1, sql: sql)) {
      try await database.run(sql, [1])
    }
  }

  @Test func errorsCarryCodeMessageAndSQLButNoValues() async throws {
    let database = try await makeDatabase()
    try await database.execute(sql: "CREATE TABLE unique_item (k TEXT UNIQUE)")
    try await database.run("INSERT INTO unique_item (k) VALUES (?)", ["secret-value"])
    let error = await #expect(throws: SQLiteError.self) {
      try await database.run("INSERT INTO unique_item (k) VALUES (?)", ["secret-value"])
    }
    guard case .sqlite(let code, _, let message, let sql) = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    #expect(code == 19)  // SQLITE_CONSTRAINT
    #expect(message.contains("UNIQUE"))
    #expect(sql == "INSERT INTO unique_item (k) VALUES (?)")
    #expect(!String(describing: error).contains("secret-value"))
  }

  @Test func closedDatabaseThrows() async throws {
    let database = try await makeDatabase()
    await database.close()
    await database.close()
    await #expect(throws: SQLiteError.closed) { try await database.query("SELECT 1") }
  }
}
