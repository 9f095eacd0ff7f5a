/// A failure of the SQLite wrapper.
///
/// Errors carry SQLite's result code and message and, where one was running, the SQL text —
/// never bound parameter values, which may hold personal data or secrets.
public enum SQLiteError: Error, Sendable, Hashable {
  /// SQLite returned an error result code (https://sqlite.org/rescode.html).
  case sqlite(code: Int32, extendedCode: Int32, message: String, sql: String?)
  /// The database file at `path` could not be opened or set up (a missing directory, no
  /// permission, not a database), with SQLite's result code and message.
  case cannotOpen(path: String, code: Int32, extendedCode: Int32, message: String)
  /// A column's stored value does not have the requested type.
  case typeMismatch(column: String, expected: String, found: String)
  /// The result has no column with this name (or index).
  case columnNotFound(String)
  /// The SQL text holds more than one statement; only one is allowed per prepared statement.
  case multipleStatements(sql: String)
  /// The statement has a different number of parameters than were supplied.
  case parameterCountMismatch(expected: Int, supplied: Int, sql: String)
  /// The database's schema is newer than any migration this code knows about.
  case databaseNewerThanCode(domain: String, databaseVersion: Int, latestKnownVersion: Int)
  /// The migration list is not strictly ascending by version.
  case invalidMigrationOrder(domain: String, version: Int)
  /// The database was used after it was closed.
  case closed
  /// Creating or restricting the database's directory or files failed: the path, the call
  /// (`mkdir`, `open`, `chmod`, …) and its `errno`.
  case fileSystem(path: String, operation: String, code: Int32)
}

extension SQLiteError: CustomStringConvertible {
  /// A developer-facing description with the result code, message and SQL.
  public var description: String {
    switch self {
    case .sqlite(let code, let extendedCode, let message, let sql):
      "SQLite error \(code) (extended \(extendedCode)): \(message)" + (sql.map { " in `\($0)`" } ?? "")
    case .cannotOpen(let path, let code, let extendedCode, let message):
      "cannot open the SQLite database at \(path): SQLite error \(code) (extended \(extendedCode)): \(message)"
    case .typeMismatch(let column, let expected, let found):
      "column '\(column)' holds \(found), expected \(expected)"
    case .columnNotFound(let column): "no column '\(column)' in the result"
    case .multipleStatements(let sql): "more than one statement in `\(sql)`"
    case .parameterCountMismatch(let expected, let supplied, let sql):
      "`\(sql)` takes \(expected) parameter(s), \(supplied) supplied"
    case .databaseNewerThanCode(let domain, let databaseVersion, let latestKnownVersion):
      "schema '\(domain)' is at version \(databaseVersion), newer than this code's \(latestKnownVersion)"
    case .invalidMigrationOrder(let domain, let version):
      "migrations of '\(domain)' must have strictly ascending versions (at \(version))"
    case .closed: "the database is closed"
    case .fileSystem(let path, let operation, let code):
      "\(operation) failed for '\(path)' (errno \(code))"
    }
  }
}
