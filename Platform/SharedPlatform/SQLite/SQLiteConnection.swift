import Foundation
import SharedCore

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

/// An open SQLite connection: prepared statements with bound parameters, transactions, savepoints.
///
/// Not `Sendable` and not thread-safe: it is only ever handed out by ``SQLiteDatabase``, on its
/// serial queue, for the duration of one closure. Do not let it escape that closure.
/// Prepared statements are cached by SQL text, so repeated statements are prepared once.
public final class SQLiteConnection: SQLiteQuerying {
  let handle: OpaquePointer
  private var statements: [String: SQLiteStatement] = [:]
  /// The statements used last, newest first: a loop running a few statements in turn (a bulk
  /// write's inserts) finds each by comparing its SQL, without hashing it for the cache.
  private var recentStatements: [SQLiteStatement] = []
  private var transactionDepth = 0
  /// The `synchronous` level the connection was opened with.
  var synchronous: SQLiteConfiguration.Synchronous = .full
  /// Whether the open transaction's commit syncs the log (`WriteDurability.powerLoss`) although
  /// ``synchronous`` alone would not.
  private(set) var commitsSyncTheLog = false
  private var isClosed = false
  /// The version each migration domain was brought up to on this connection (see ``SQLiteMigrator``).
  var migratedDomains: [String: Int] = [:]
  /// Set while a write off the database's queue is over its budget (see `SQLiteStepBudget`): SQLite
  /// may have rolled back its transaction, so every statement fails instead of running, and
  /// committing, on its own. Rollbacks still run.
  var refusesStatements = false
  /// Set while a write runs on its caller's thread instead of the database's queue (see
  /// `SQLiteWriter`): its commit must not checkpoint, which would sync on that thread.
  var isWritingOffQueue = false
  /// The checkpointer the write-ahead-log hook hands its checkpoints to; held here so that it lives
  /// as long as the hook that points at it.
  private var checkpointer: SQLiteCheckpointer?

  init(handle: OpaquePointer) {
    self.handle = handle
  }

  deinit { close() }

  // MARK: - Statements

  /// Runs parameterless SQL, possibly several `;`-separated statements: schema DDL and pragmas only.
  ///
  /// There is deliberately no way to pass values here: anything that carries data goes through
  /// ``run(_:_:)`` or ``query(_:_:)`` with bound parameters.
  public func execute(sql: String) throws {
    try refuseIfInterrupted(sql)
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
      sqlite3_free(message)
      throw SQLiteError.sqlite(code: code & 0xFF, extendedCode: code, message: text, sql: sql)
    }
  }

  /// Runs one statement with bound `parameters` (`?` placeholders) and returns the rows it changed.
  @discardableResult
  public func run(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> Int {
    try refuseIfInterrupted(sql)
    try statement(for: sql).run(parameters)
    return Int(sqlite3_changes(handle))
  }

  /// Runs one query with bound `parameters` and returns every result row.
  public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> [SQLiteRow] {
    try refuseIfInterrupted(sql)
    let statement = try statement(for: sql)
    var rows: [SQLiteRow] = []
    try statement.run(parameters) { rows.append($0.currentRow) }
    return rows
  }

  /// Runs one query with bound `parameters` and returns its first row, if any; later rows are
  /// never computed.
  public func queryFirst(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> SQLiteRow? {
    try refuseIfInterrupted(sql)
    return try statement(for: sql).firstRow(parameters)
  }

  /// The rowid of the most recent successful `INSERT` on this connection.
  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  // MARK: - Transactions

  /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
  ///
  /// Nested calls become savepoints (https://sqlite.org/lang_savepoint.html): an inner failure
  /// rolls back only the inner work (and rethrows); the outer transaction decides the rest.
  @discardableResult
  public func transaction<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    let savepoint = transactionDepth == 0 ? nil : "sp\(transactionDepth)"
    return try enclosing(begin: savepoint.map { "SAVEPOINT \($0)" } ?? "BEGIN IMMEDIATE", savepoint: savepoint) {
      transactionDepth += 1
      defer { transactionDepth -= 1 }
      return try body(self)
    }
  }

  /// Runs `body` in a transaction, as ``transaction(_:)`` does, whose commit is as durable as
  /// `durability` says.
  ///
  /// With `WriteDurability.powerLoss` on a connection opened with `synchronous = NORMAL`, the
  /// transaction runs with `synchronous = FULL`, so its commit syncs the write-ahead log (every
  /// commit before it included) before returning (https://sqlite.org/pragma.html#pragma_synchronous);
  /// the connection then returns to its own level. SQLite fixes the level when a transaction begins,
  /// so the outermost transaction decides: nested inside one that is not power-loss durable, a
  /// `WriteDurability.powerLoss` request throws `SQLITE_MISUSE` rather than commit less durably
  /// than asked.
  @discardableResult
  public func transaction<T>(durability: WriteDurability, _ body: (SQLiteConnection) throws -> T) throws -> T {
    guard transactionDepth == 0 else {
      guard durability == .processCrash || commitsSyncTheLog else {
        throw SQLiteError.sqlite(
          code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE,
          message: "a power-loss durable write cannot be nested in a transaction that is not", sql: nil)
      }
      return try transaction(body)
    }
    guard durability == .powerLoss, synchronous == .normal else { return try transaction(body) }
    try execute(sql: "PRAGMA synchronous = FULL")
    commitsSyncTheLog = true
    defer {
      commitsSyncTheLog = false
      try? execute(sql: "PRAGMA synchronous = \(synchronous.rawValue)")
    }
    return try transaction(body)
  }

  /// Runs `body` in a deferred read transaction with the connection `query_only`, so writes in it
  /// throw, and leaves the connection as it was.
  func readTransaction<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    // Through `sqlite3_exec`: SQLite applies `query_only` when the pragma is prepared.
    try execute(sql: "PRAGMA query_only = 1")
    defer { try? execute(sql: "PRAGMA query_only = 0") }
    return try deferredTransaction(body)
  }

  /// Runs `body` in a deferred transaction (`BEGIN DEFERRED`): commits when it returns, rolls back
  /// when it throws.
  func deferredTransaction<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try enclosing(begin: "BEGIN DEFERRED", savepoint: nil) { try body(self) }
  }

  /// Runs `begin`, then `body`, then `COMMIT` (or `RELEASE savepoint`, when nested); rolls back
  /// (to `savepoint`) when `body` or the commit throws, and rethrows. The statements are prepared once and cached like any other:
  /// `sqlite3_exec` would parse them on every call.
  private func enclosing<T>(begin: String, savepoint: String?, _ body: () throws -> T) throws -> T {
    let end = savepoint.map { "RELEASE \($0)" } ?? "COMMIT"
    try refuseIfInterrupted(begin)
    try statement(for: begin).run([])
    let result: T
    do {
      result = try body()
      try statement(for: end).run([])
    } catch {
      // A failed rollback leaves nothing better to report than the original error.
      try? rollback(savepoint)
      throw error
    }
    return result
  }

  /// Rolls back the transaction, or to `savepoint` and releases it.
  private func rollback(_ savepoint: String?) throws {
    guard let savepoint else {
      try statement(for: "ROLLBACK").run([])
      return
    }
    try statement(for: "ROLLBACK TO \(savepoint)").run([])
    try statement(for: "RELEASE \(savepoint)").run([])
  }

  /// Whether a transaction is open on this connection.
  public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// Hands this connection's write-ahead-log checkpoints to `checkpointer` instead of running them
  /// at the end of the commit that fills the log (see ``SQLiteCheckpointer``).
  func checkpoint(through checkpointer: SQLiteCheckpointer) {
    self.checkpointer = checkpointer
    // The connection owns its handle, so it outlives every call of the hook.
    sqlite3_wal_hook(handle, checkpointAfterCommit, Unmanaged.passUnretained(self).toOpaque())
  }

  /// Whether this connection should checkpoint at the end of a commit that left `pages` pages in
  /// the log; its checkpointer decides.
  fileprivate func checkpointsAtCommit(logPages pages: Int32) -> Bool {
    checkpointer?.checkpointsAtCommit(logPages: pages, onCallerThread: isWritingOffQueue) ?? true
  }

  // MARK: - Internals

  /// Throws `SQLITE_INTERRUPT` for `sql` while ``refusesStatements`` is set.
  private func refuseIfInterrupted(_ sql: String) throws {
    guard refusesStatements else { return }
    throw SQLiteError.sqlite(
      code: SQLITE_INTERRUPT, extendedCode: SQLITE_INTERRUPT, message: "interrupted: over the write's budget", sql: sql)
  }

  /// The most prepared statements kept; past it the cache starts over (SQL text should be static).
  private static let statementCacheLimit = 256

  /// How many statements ``recentStatements`` holds.
  private static let recentStatementLimit = 12

  private func statement(for sql: String) throws -> SQLiteStatement {
    // The same SQL literal is the same string storage at every call, so a hit usually costs one
    // comparison of two pointers; a miss, a comparison of lengths or first bytes.
    if let index = recentStatements.firstIndex(where: { $0.sql == sql }) {
      let statement = recentStatements[index]
      if index > 0 {
        recentStatements.remove(at: index)
        recentStatements.insert(statement, at: 0)
      }
      return statement
    }
    let statement: SQLiteStatement
    if let cached = statements[sql] {
      statement = cached
    } else {
      statement = try SQLiteStatement(sql: sql, connection: handle)
      if statements.count >= Self.statementCacheLimit { statements.removeAll() }
      statements[sql] = statement
    }
    if recentStatements.count == Self.recentStatementLimit { recentStatements.removeLast() }
    recentStatements.insert(statement, at: 0)
    return statement
  }

  /// Finalizes every cached statement and closes the handle; later calls do nothing.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    recentStatements.removeAll()
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// `SQLITE_TRANSIENT`: SQLite copies bound text and blobs before the bind call returns.
  ///
  /// The C macro is `((sqlite3_destructor_type)-1)`, which Swift does not import.
  static var transient: sqlite3_destructor_type { unsafeBitCast(-1, to: sqlite3_destructor_type.self) }

  /// The error for result `code`, with the connection's message and the SQL (never bound values).
  static func error(code: Int32, connection: OpaquePointer?, sql: String?) -> SQLiteError {
    let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
    let extended = connection.map { sqlite3_extended_errcode($0) } ?? code
    return .sqlite(code: code & 0xFF, extendedCode: extended, message: message, sql: sql)
  }
}

/// The write-ahead-log hook (https://sqlite.org/c3ref/wal_hook.html), called after each commit with
/// the log's size in pages; `context` is the connection. When the connection says so (see
/// `checkpointsAtCommit(logPages:)`), checkpoints passively here, as SQLite's own hook would.
private func checkpointAfterCommit(
  _ context: UnsafeMutableRawPointer?, _ handle: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ pages: Int32
) -> Int32 {
  guard let context,
    Unmanaged<SQLiteConnection>.fromOpaque(context).takeUnretainedValue().checkpointsAtCommit(logPages: pages)
  else { return SQLITE_OK }
  // A failed checkpoint leaves the log longer, not wrong: the next commit tries again.
  _ = sqlite3_wal_checkpoint_v2(handle, name, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
  return SQLITE_OK
}

/// A connection is confined to the ``SQLiteDatabase`` queue that hands it out.
@available(*, unavailable)
extension SQLiteConnection: Sendable {}
