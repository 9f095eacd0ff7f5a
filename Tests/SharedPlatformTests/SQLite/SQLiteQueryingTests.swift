import SharedCore
import SharedPlatform
import Testing

/// `SQLiteQuerying.lastInsertRowID` is what the platform's connection reads directly, and what a
/// connection that forwards only statements gets by asking SQLite.
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
}
