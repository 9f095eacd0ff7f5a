extension SQLiteError: AppErrorConvertible {
  /// `AppError/local(_:)` from `AppError/LocalFailure/Source/storage`: transient when another
  /// connection holds the database (`SQLITE_BUSY`, `SQLITE_LOCKED`), permanent otherwise (a full
  /// disk, a corrupt file, a schema newer than this app).
  public var appError: AppError {
    .local(AppError.LocalFailure(.storage, reason: description, isTransient: isLockConflict))
  }

  /// Whether SQLite refused because another connection holds a lock (`SQLITE_BUSY` or
  /// `SQLITE_LOCKED`): the failure passes once that connection is done.
  package var isLockConflict: Bool {
    guard case .sqlite(let code, _, _, _) = self else { return false }
    return code == Self.busy || code == Self.locked
  }

  private static let busy: Int32 = 5
  private static let locked: Int32 = 6
}
