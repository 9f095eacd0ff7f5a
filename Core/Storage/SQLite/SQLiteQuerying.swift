/// Statements on an open SQLite connection, as a feature's own SQL sees it.
///
/// A feature stays independent of the platform layer: it writes its SQL (its search index, its
/// list tables) against this protocol, and the platform's connection runs it. Every value goes
/// through a bound parameter; ``execute(sql:)`` takes no values at all.
///
/// A conforming connection is not thread-safe and is only valid inside the closure that hands it
/// out: do not keep it.
public protocol SQLiteQuerying {
  /// Runs parameterless SQL, possibly several `;`-separated statements: schema DDL and pragmas only.
  func execute(sql: String) throws
  /// Runs one statement with bound `parameters` (`?` placeholders) and returns the rows it changed.
  @discardableResult
  func run(_ sql: String, _ parameters: [SQLiteValue]) throws -> Int
  /// Runs one query with bound `parameters` and returns every result row.
  func query(_ sql: String, _ parameters: [SQLiteValue]) throws -> [SQLiteRow]
  /// Runs one query with bound `parameters` and returns its first row, if any.
  func queryFirst(_ sql: String, _ parameters: [SQLiteValue]) throws -> SQLiteRow?
  /// The rowid of the row the connection's last successful `INSERT` added.
  ///
  /// Prefer it to `INSERT … RETURNING` inside a transaction that writes an FTS5 table: a statement
  /// with `RETURNING` opens a statement savepoint, and FTS5 writes its pending terms out as a new
  /// index segment at every savepoint, so a bulk write would build (and merge) one segment per row.
  var lastInsertRowID: Int64 { get throws }
}

extension SQLiteQuerying {
  /// Runs one statement without parameters and returns the rows it changed.
  @discardableResult
  public func run(_ sql: String) throws -> Int { try run(sql, []) }
  /// Runs one query without parameters and returns every result row.
  public func query(_ sql: String) throws -> [SQLiteRow] { try query(sql, []) }
  /// Runs one query without parameters and returns its first row, if any.
  public func queryFirst(_ sql: String) throws -> SQLiteRow? { try queryFirst(sql, []) }

  /// Asks SQLite (`last_insert_rowid()`), for a connection that cannot read it directly.
  public var lastInsertRowID: Int64 {
    get throws { try queryFirst("SELECT last_insert_rowid() AS id")?.value(Int64.self, named: "id") ?? 0 }
  }
}
