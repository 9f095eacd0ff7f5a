import Dispatch
import Foundation
import SharedCore

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

/// Copies a file database's write-ahead log into the database file on a connection and a serial
/// queue of its own, so that no write waits for a checkpoint.
///
/// Left to itself, SQLite checkpoints at the end of the commit that takes the log past 1,000 pages
/// (https://sqlite.org/wal.html#automatic_checkpoint): that commit copies the log into the
/// database and syncs both files. With `synchronous = NORMAL` those are the only syncs a write
/// makes, so one write in every few hundred took milliseconds instead of microseconds. Instead,
/// the database's connection reports the log's size after each commit (`sqlite3_wal_hook`), and
/// past ``pageThreshold`` pages the checkpoint runs here, passively
/// (https://sqlite.org/c3ref/wal_checkpoint_v2.html): writers keep appending to the log
/// meanwhile, and the log starts over at the first write after a checkpoint has copied all of it.
/// Durability is unchanged: a committed transaction is in the log either way.
///
/// - **Threads:** checkpoints run one at a time on `queue`, a dispatch queue outside Swift
///   concurrency's cooperative pool; requests that arrive while one is scheduled are folded into it.
/// - **Lock:** `lock` guards `state` and `isScheduled`, and every change to `connection`. It is
///   never held while a checkpoint runs, so a commit reporting its log never waits for one; the
///   connection itself is only used and closed on `queue`, one job at a time.
/// - **Fallback:** when its connection cannot be opened, or a checkpoint fails for anything
///   but a lock held elsewhere, ``schedule()`` answers `false` from then on and the writer
///   checkpoints at its own commit, as SQLite would have.
final class SQLiteCheckpointer: @unchecked Sendable {
  private enum State {
    case unopened
    case open
    case unavailable
    case closed
  }

  /// SQLite's own automatic-checkpoint threshold, in log pages.
  static let pageThreshold: Int32 = 1_000

  private let path: String
  private let synchronous: SQLiteConfiguration.Synchronous
  private let queue = DispatchQueue(label: "SharedPlatform.SQLiteCheckpointer")
  private let lock = NSLock()
  private var connection: SQLiteConnection?
  private var state = State.unopened
  private var isScheduled = false

  /// A checkpointer for the database at `path`, kept with `synchronous`. Its connection opens at the
  /// first checkpoint, and only if the file still exists.
  init(path: String, synchronous: SQLiteConfiguration.Synchronous) {
    self.path = path
    self.synchronous = synchronous
  }

  /// Whether checkpoints still run here (not closed, and its connection not found unusable); when
  /// not, the writer checkpoints, and syncs, at its own commits.
  var isAvailable: Bool {
    lock.withLock {
      switch state {
      case .unopened, .open: true
      case .unavailable, .closed: false
      }
    }
  }

  /// Asks for a passive checkpoint on the checkpointer's queue, unless one is already waiting.
  /// - Returns: `false` when this checkpointer cannot checkpoint (closed, or its connection
  ///   unavailable): the caller should checkpoint itself.
  func schedule() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    switch state {
    case .unavailable, .closed: return false
    case .unopened, .open: break
    }
    guard !isScheduled else { return true }
    isScheduled = true
    queue.async { [self] in checkpoint() }
    return true
  }

  /// Waits for a running checkpoint, then closes the connection; later requests answer `false`.
  /// Blocks its caller: call it from the database's own queue, never from the cooperative pool.
  func close() {
    queue.sync {
      lock.lock()
      defer { lock.unlock() }
      connection?.close()
      connection = nil
      state = .closed
    }
  }

  /// Runs on `queue`: one passive checkpoint.
  private func checkpoint() {
    let connection: SQLiteConnection? = lock.withLock {
      isScheduled = false
      switch state {
      case .open: return self.connection
      case .unavailable, .closed: return nil
      case .unopened:
        self.connection = openExisting()
        state = self.connection == nil ? .unavailable : .open
        return self.connection
      }
    }
    guard let connection else { return }
    let code = sqlite3_wal_checkpoint_v2(connection.handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
    // Busy: another connection (in another process) is checkpointing; the next commit asks again.
    guard code != SQLITE_OK, code & 0xFF != SQLITE_BUSY else { return }
    lock.withLock {
      guard state == .open else { return }
      self.connection?.close()
      self.connection = nil
      state = .unavailable
    }
  }

  /// A connection to the database file, which must exist (a checkpoint never creates one): no busy
  /// wait, no pragmas but `synchronous`, which sets how a checkpoint syncs. `nil` when it cannot open.
  private func openExisting() -> SQLiteConnection? {
    var handle: OpaquePointer?
    guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
      let handle
    else {
      sqlite3_close_v2(handle)
      return nil
    }
    let connection = SQLiteConnection(handle: handle)
    do {
      try connection.execute(sql: "PRAGMA synchronous = \(synchronous.rawValue)")
    } catch {
      return nil
    }
    return connection
  }
}
