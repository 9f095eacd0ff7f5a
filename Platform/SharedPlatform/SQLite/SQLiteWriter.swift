import Foundation
import SharedCore

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

/// A database's read-write connection behind a lock, so that a short write can run on the calling
/// thread instead of the database's queue.
///
/// Handing a write to the database's queue and back costs two thread wake-ups, more than the write
/// itself on a small record. A write may skip the queue only where it can never make the caller's
/// thread wait:
///
/// - **Lock:** `lock` guards `connection` (`nil` once closed) and `budget`. The
///   database's queue takes it for every job (waiting there is harmless: the queue is outside the
///   cooperative pool); a write off the queue only ever *tries* it, and declines if it is held.
/// - **No waiting on SQLite:** during such a write the busy timeout is zero, so a lock held by
///   another connection or process fails at once, and the write declines.
/// - **No syncs:** only databases whose commits never sync allow it: `synchronous = NORMAL` with the
///   log checkpointed on another queue (``SQLiteCheckpointer``), or in memory.
/// - **Bounded work:** a ``SQLiteStepBudget`` interrupts any statement past
///   ``SQLiteStepBudget/steps`` virtual-machine steps, and the write declines.
///
/// A declined write is rolled back whole, however its body handled the failure, so the caller runs
/// it again on the database's queue: its body must change nothing but the database.
final class SQLiteWriter: @unchecked Sendable {
  private let lock = NSLock()
  private var connection: SQLiteConnection?
  private let busyTimeoutMilliseconds: Int32
  /// Whether commits never sync, as long as ``checkpointer`` (if any) takes the checkpoints.
  private let commitsNeverSync: Bool
  private let checkpointer: SQLiteCheckpointer?
  /// The running write's limit; once spent, the connection refuses every statement until the write
  /// ends (SQLite rolls back the transaction of an interrupted write, so a later statement would
  /// commit on its own).
  private let budget = SQLiteStepBudget(refusingStatementsOnceSpent: true)

  /// Holds `connection`, opened with `configuration`, whose checkpoints `checkpointer` takes
  /// (`nil` when the connection checkpoints at its own commits, or has no log).
  init(connection: SQLiteConnection, configuration: SQLiteConfiguration, checkpointer: SQLiteCheckpointer?) {
    self.connection = connection
    self.busyTimeoutMilliseconds = configuration.busyTimeoutMilliseconds
    self.checkpointer = checkpointer
    switch configuration.location {
    case .inMemory: commitsNeverSync = true
    case .file: commitsNeverSync = configuration.synchronous == .normal && checkpointer != nil
    }
  }

  /// Runs `body` on the connection, waiting for the lock: call it from the database's queue only.
  /// - Throws: `SQLiteError/closed` after ``close()``, or what `body` throws.
  func withConnection<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    guard let connection else { throw SQLiteError.closed }
    return try body(connection)
  }

  /// Runs `body` in one immediate transaction on the calling thread, when that costs the caller
  /// no waiting (see the type's notes).
  /// - Returns: `body`'s result once committed, or `nil` when the write declined: nothing was
  ///   committed, and the caller should run it on the database's queue.
  /// - Throws: What `body` throws (the transaction rolled back), unless it failed only because the
  ///   write declined.
  func writeWithoutQueue<T>(_ body: (SQLiteConnection) throws -> T) throws -> T? {
    guard commitsNeverSync, checkpointer?.isAvailable ?? true, lock.try() else { return nil }
    defer { lock.unlock() }
    guard let connection, !connection.isInTransaction else { return nil }
    connection.isWritingOffQueue = true
    sqlite3_busy_timeout(connection.handle, 0)
    budget.start(on: connection)
    defer {
      budget.stop()
      sqlite3_busy_timeout(connection.handle, busyTimeoutMilliseconds)
      connection.isWritingOffQueue = false
    }
    do {
      return try connection.transaction { db in
        let result = try body(db)
        // A body that swallowed the interruption did only part of its work (and SQLite has
        // already rolled the transaction back): decline.
        guard !budget.isSpent else { throw SQLiteWriteDeclined() }
        return result
      }
    } catch {
      if isDeclined(error) { return nil }
      throw error
    }
  }

  /// Closes the checkpointer, then the connection, waiting for a checkpoint or a write running off
  /// the queue; later uses throw `SQLiteError/closed` or decline. Call it from the database's queue
  /// only.
  func close() {
    checkpointer?.close()
    lock.lock()
    defer { lock.unlock() }
    connection?.close()
    connection = nil
  }

  /// Whether `error` means the write declined: over its budget, or a lock it would have waited for.
  private func isDeclined(_ error: any Error) -> Bool {
    budget.isSpent || (error as? SQLiteError)?.isLockConflict == true
  }
}

/// A write off the queue whose body went on after its budget was spent.
private struct SQLiteWriteDeclined: Error {}
