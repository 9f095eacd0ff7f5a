import Foundation

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

/// A SQLite database that is safe to use from concurrent tasks.
///
/// **Executor:** one connection behind an `NSRecursiveLock`; every call runs its work under the
/// lock, so statements and transactions from different tasks execute one at a time, in full.
/// Calls are synchronous and block the calling thread for the duration of their (short) SQL work,
/// like GRDB's `DatabaseQueue`. The lock is recursive so that a call made from inside a
/// ``transaction(_:)`` body on the same thread joins it (as a savepoint) instead of deadlocking.
/// The connection is opened with `SQLITE_OPEN_NOMUTEX`: the lock replaces SQLite's own mutex.
///
/// File databases use WAL journal mode (https://sqlite.org/wal.html); every connection gets the
/// configured busy timeout, `synchronous` level and `foreign_keys = ON`.
///
/// ```swift
/// let database = try SQLiteDatabase(.file(url))
/// try database.transaction { db in
///   try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", [.text(id), .text(body)])
/// }
/// ```
public final class SQLiteDatabase: @unchecked Sendable {
  /// The configuration the database was opened with.
  public let configuration: SQLiteConfiguration

  /// Serializes every use of `connection` (and its closing): the `@unchecked Sendable` rests on it.
  private let lock = NSRecursiveLock()
  /// The open connection; `nil` once closed. Only touched while holding `lock`.
  private var connection: SQLiteConnection?

  /// Opens (creating if needed) the database and applies the connection settings.
  /// - Throws: ``SQLiteError/cannotOpen(path:code:extendedCode:message:)`` naming the file if it
  ///   cannot be opened or set up.
  public init(_ configuration: SQLiteConfiguration) throws {
    self.configuration = configuration
    let path: String
    switch configuration.location {
    case .inMemory: path = ":memory:"
    case .file(let url): path = url.path
    }
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let error = SQLiteConnection.error(code: code, connection: handle, sql: nil)
      sqlite3_close_v2(handle)
      throw Self.openError(error, path: path)
    }
    let connection = SQLiteConnection(handle: handle)
    do {
      try Self.configure(connection, with: configuration)
    } catch {
      connection.close()
      throw Self.openError(error, path: path)
    }
    self.connection = connection
  }

  deinit { connection?.close() }

  /// `error` as ``SQLiteError/cannotOpen(path:code:extendedCode:message:)`` naming `path`.
  private static func openError(_ error: any Error, path: String) -> any Error {
    guard case SQLiteError.sqlite(let code, let extendedCode, let message, _) = error else { return error }
    return SQLiteError.cannotOpen(path: path, code: code, extendedCode: extendedCode, message: message)
  }

  private static func configure(_ connection: SQLiteConnection, with configuration: SQLiteConfiguration) throws {
    sqlite3_busy_timeout(connection.handle, configuration.busyTimeoutMilliseconds)
    if case .file = configuration.location {
      // `journal_mode` answers with the mode now in effect; it cannot be a bound parameter.
      _ = try connection.query("PRAGMA journal_mode = WAL")
    }
    try connection.execute(sql: "PRAGMA synchronous = \(configuration.synchronous.rawValue)")
    try connection.execute(sql: "PRAGMA foreign_keys = \(configuration.foreignKeys ? "ON" : "OFF")")
  }

  // MARK: - Access

  /// Runs `body` with exclusive use of the connection. Do not let the connection escape `body`.
  /// - Throws: ``SQLiteError/closed`` after ``close()``, or whatever `body` throws.
  public func withConnection<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    guard let connection else { throw SQLiteError.closed }
    return try body(connection)
  }

  /// Runs `body` in one transaction: commits when it returns, rolls back when it throws.
  /// Nested ``SQLiteConnection/transaction(_:)`` calls inside `body` become savepoints.
  @discardableResult
  public func transaction<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try withConnection { try $0.transaction(body) }
  }

  /// Runs parameterless DDL; see ``SQLiteConnection/execute(sql:)``.
  public func execute(sql: String) throws {
    try withConnection { try $0.execute(sql: sql) }
  }

  /// Runs one statement with bound parameters; returns the number of rows changed.
  @discardableResult
  public func run(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> Int {
    try withConnection { try $0.run(sql, parameters) }
  }

  /// Runs one query with bound parameters and returns every row.
  public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> [SQLiteRow] {
    try withConnection { try $0.query(sql, parameters) }
  }

  /// Runs one query with bound parameters and returns its first row, if any.
  public func queryFirst(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> SQLiteRow? {
    try withConnection { try $0.queryFirst(sql, parameters) }
  }

  /// Closes the connection; later calls throw ``SQLiteError/closed``. Safe to call twice.
  public func close() {
    lock.lock()
    defer { lock.unlock() }
    connection?.close()
    connection = nil
  }
}
