import SharedCore
import SharedPlatform
import Testing

/// `SQLiteQuerying` on the platform's connection: `queryFirst` stops at the first row, and
/// `lastInsertRowID` is what the connection reads directly and what a connection that forwards only
/// statements gets by asking SQLite.
@Suite struct SQLiteQueryingTests {
  /// Forwards statements and nothing else, so `lastInsertRowID` comes from the protocol's default.
  private struct ForwardingConnection: SQLiteQuerying {
    let base: SQLiteConnection
    func execute(sql: String) throws { try base.execute(sql: sql) }
    func run(_ sql: String, _ parameters: [SQLiteValue]) throws -> Int { try base.run(sql, parameters) }
    func query(_ sql: String, _ parameters: [SQLiteValue]) throws -> [SQLiteRow] { try base.query(sql, parameters) }
    func queryFirst(_ sql: String, _ parameters: [SQLiteValue]) throws -> SQLiteRow? {
      try base.queryFirst(sql, parameters)
    }
  }

  @Test func lastInsertRowIDIsTheLastInsertedRow() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.withConnection { connection in
      let db: any SQLiteQuerying = connection
      let forwarding: any SQLiteQuerying = ForwardingConnection(base: connection)
      try db.execute(sql: "CREATE TABLE notes (row INTEGER PRIMARY KEY, body TEXT NOT NULL)")
      try db.run("INSERT INTO notes (row, body) VALUES (41, 'first')", [])
      #expect(try db.lastInsertRowID == 41)
      #expect(try forwarding.lastInsertRowID == 41)
      try forwarding.run("INSERT INTO notes (body) VALUES ('second')", [])
      #expect(try forwarding.lastInsertRowID == 42)
      #expect(try db.lastInsertRowID == 42)
    }
  }

  /// The second row would fail (`abs` of the smallest integer overflows), but it is never computed.
  @Test func queryFirstStopsAtTheFirstRow() async throws {
    let database = try SQLiteDatabase(.inMemory)
    let first = try await database.withConnection { db in
      try db.queryFirst(
        """
        SELECT CASE WHEN n = 1 THEN 'one' ELSE abs(-9223372036854775808) END AS value
        FROM (SELECT 1 AS n UNION ALL SELECT 2)
        """, [])
    }
    #expect(try first?.value(String.self, named: "value") == "one")
    await #expect(throws: SQLiteError.self) {
      try await database.withConnection { db in
        try db.query("SELECT abs(-9223372036854775808) FROM (SELECT 1 UNION ALL SELECT 2)", [])
      }
    }
  }

  /// A statement that changes rows and returns them makes every change at its first step.
  @Test func queryFirstOfAnInsertReturningInsertsEveryRow() async throws {
    let database = try SQLiteDatabase(.inMemory)
    try await database.execute(sql: "CREATE TABLE notes (row INTEGER PRIMARY KEY, body TEXT NOT NULL)")
    let first = try await database.withConnection { db in
      try db.queryFirst(
        "INSERT INTO notes (body) SELECT 'note ' || value FROM json_each('[1,2,3]') RETURNING row", [])
    }
    #expect(try first?.value(Int64.self, named: "row") == 1)
    #expect(try await database.queryFirst("SELECT count(*) AS n FROM notes")?.value(Int.self, named: "n") == 3)
  }
}
