import Foundation
import SharedCore

/// A second connection to a file database, read-only (`PRAGMA query_only`), for short reads run on
/// the calling thread instead of the database's queue.
///
/// Handing a read to the database's queue and back costs two thread wake-ups, several times the
/// cost of an indexed point read. WAL lets a reader work beside the writer, on its own snapshot, so
/// short reads can skip the queue as long as they never make the caller's thread wait:
///
/// - **Lock:** `lock` guards `connection` and `budget`. Readers only ever *try* it: a caller that
///   finds it held (another read is running here) declines instead of waiting.
/// - **No waiting on SQLite:** the connection's busy timeout is zero, so a lock held by another
///   connection (a WAL recovery, a checkpoint that resets the log) fails at once and declines.
/// - **Bounded work:** a ``SQLiteStepBudget`` stops any statement past
///   ``SQLiteStepBudget/steps`` virtual-machine steps (a few hundred microseconds), and the read
///   declines.
///
/// A declined read has changed nothing (reads have no effects), so the caller runs it again as a
/// `SQLiteDatabase.queuedRead`. The connection is opened on first use; a database that cannot be
/// opened a second time (an exclusive lock, a read-only directory) declines every read.
final class SQLiteReader: @unchecked Sendable {
  private let lock = NSLock()
  private var connection: SQLiteLazyConnection
  /// The running read's limit. Reads have no effects, so statements after an interruption may run.
  private let budget = SQLiteStepBudget(refusingStatementsOnceSpent: false)

  /// A reader for `configuration`'s file. (In-memory and exclusive databases get none: no second
  /// connection can share them.)
  init(configuration: SQLiteConfiguration) {
    var configuration = configuration
    configuration.busyTimeout = .zero
    connection = SQLiteLazyConnection(configuration: configuration)
  }

  /// Runs `body` on the reader in one read transaction (one snapshot), on the calling thread.
  /// - Returns: `body`'s result, or `nil` when the read declined (see the type's notes): nothing
  ///   ran to completion, and the caller should run it as a `SQLiteDatabase.queuedRead`.
  /// - Throws: What `body` throws, unless it failed only because the read declined.
  func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T? {
    guard lock.try() else { return nil }
    defer { lock.unlock() }
    guard let connection = connection.connection() else { return nil }
    budget.start(on: connection)
    defer { budget.stop() }
    do {
      // The connection is `query_only` for good, so a plain deferred transaction is a read here.
      let result = try connection.deferredTransaction(body)
      // A body that swallowed the interruption may hold a partial answer: run it again on the queue.
      return budget.isSpent ? nil : result
    } catch {
      if isDeclined(error) { return nil }
      throw error
    }
  }

  /// Closes the connection; every later read declines (and the queue reports the database closed).
  func close() {
    lock.lock()
    defer { lock.unlock() }
    connection.close()
  }

  /// Whether `error` means the read declined: over its budget, or a lock it would have waited for.
  private func isDeclined(_ error: any Error) -> Bool {
    budget.isSpent || (error as? SQLiteError)?.isLockConflict == true
  }
}
