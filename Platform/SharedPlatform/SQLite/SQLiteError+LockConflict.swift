import SharedCore

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

extension SQLiteError {
  /// Whether `error` is SQLite refusing to wait for a lock another connection holds (`SQLITE_BUSY`
  /// or `SQLITE_LOCKED`): what makes a read or write off the database's queue decline.
  static func isLockConflict(_ error: any Error) -> Bool {
    guard case SQLiteError.sqlite(let code, _, _, _) = error else { return false }
    return code == SQLITE_BUSY || code == SQLITE_LOCKED
  }
}
