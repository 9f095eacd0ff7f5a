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
/// makes, so one write in every hundred or so took milliseconds instead of microseconds. Instead,
/// the database's connection reports the log's size after each commit (`sqlite3_wal_hook`), and
/// the checkpoint runs here (https://sqlite.org/c3ref/wal_checkpoint_v2.html). Durability is
/// unchanged: a committed transaction is in the log either way.
///
/// - **Cadence:** a passive checkpoint once a commit leaves the log past ``pageThreshold`` pages,
///   at most one per ``minimumSpacing``, later ones folded into it. Writers keep appending meanwhile, and the log
///   starts over at the first write after a checkpoint has copied all of it, so it stays short
///   whenever writes pause. Under writes that never pause it keeps growing; past
///   ``restartThreshold`` pages the checkpoint waits for the write in progress, holds off new ones
///   (they wait on the database's queue, not the cooperative pool), and starts the log over.
/// - **Bulk writes** (an import that commits tens of megabytes at once) are no exception: the
///   call returns once its transaction is committed, and its log, past ``restartThreshold``, is
///   copied here and started over, the next write waiting for the copy instead of the bulk
///   writer's caller (about 0.2 s after a 50,000-product import). A commit on its caller's thread (see
///   `SQLiteWriter`) never checkpoints.
/// - **Threads:** checkpoints run one at a time on `queue`, a dispatch queue outside Swift
///   concurrency's cooperative pool; requests that arrive while one is scheduled are folded into it.
/// - **Lock:** `lock` guards `state`, `isScheduled`, `lastCheckpointEnded` and `restartsLog`, and
///   every change to `connection`. It is never held while a checkpoint runs, so a commit reporting
///   its log never waits for one; the connection itself is only used and closed on `queue`, one
///   job at a time.
/// - **Fallback:** when its connection cannot be opened, or a checkpoint fails for anything but a
///   lock held elsewhere, commits on the database's queue checkpoint at their own end from then on,
///   as SQLite would have, and writes stop skipping the queue.
final class SQLiteCheckpointer: @unchecked Sendable {
  private enum State {
    case unopened
    case open
    case unavailable
    case closed

    var takesCheckpoints: Bool {
      switch self {
      case .unopened, .open: true
      case .unavailable, .closed: false
      }
    }
  }

  /// SQLite's own automatic-checkpoint threshold, in log pages.
  static let pageThreshold: Int32 = 1_000
  /// The log length (about 32 MiB in 4 KiB pages) past which a checkpoint waits for the writer so
  /// the log can start over.
  static let restartThreshold: Int32 = 8_000
  /// The least time between the end of one checkpoint and the start of the next.
  static let minimumSpacing = DispatchTimeInterval.milliseconds(100)

  /// How long a restarting checkpoint waits for the writer.
  private static let restartWaitMilliseconds: Int32 = 5_000
  private let path: String
  private let synchronous: SQLiteConfiguration.Synchronous
  private let queue = DispatchQueue(label: "SharedPlatform.SQLiteCheckpointer")
  private let lock = NSLock()
  private var connection: SQLiteConnection?
  private var state = State.unopened
  private var isScheduled = false
  /// When the last checkpoint ended.
  private var lastCheckpointEnded = DispatchTime(uptimeNanoseconds: 0)
  /// Whether the next checkpoint should wait for the writer and start the log over.
  private var restartsLog = false

  /// A checkpointer for the database at `path`, kept with `synchronous`. Its connection opens at the
  /// first checkpoint, and only if the file still exists.
  init(path: String, synchronous: SQLiteConfiguration.Synchronous) {
    self.path = path
    self.synchronous = synchronous
  }

  /// Whether checkpoints still run here (not closed, and its connection not found unusable); when
  /// not, the writer checkpoints, and syncs, at its own commits.
  var isAvailable: Bool {
    lock.withLock { state.takesCheckpoints }
  }

  /// Decides what follows a commit that left `logPages` pages in the log: `true` when the
  /// committing connection should checkpoint now, at the end of its commit, as SQLite's own hook
  /// would; otherwise a checkpoint is scheduled here if one is due (see the type's notes).
  /// `onCallerThread` says the commit ran off the database's queue, where it must never checkpoint.
  func checkpointsAtCommit(logPages: Int32, onCallerThread: Bool) -> Bool {
    guard logPages >= Self.pageThreshold else { return false }
    return !schedule(logPages: logPages) && !onCallerThread
  }

  /// Schedules a checkpoint on the checkpointer's queue unless one is already waiting: at once, or
  /// ``minimumSpacing`` after the last one ended, so writes that never pause cause one checkpoint,
  /// and two syncs, per interval rather than one per commit. Past ``restartThreshold`` the
  /// checkpoint starts the log over.
  /// - Returns: `false` when this checkpointer cannot checkpoint (closed, or its connection
  ///   unavailable).
  private func schedule(logPages: Int32) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard state.takesCheckpoints else { return false }
    if logPages >= Self.restartThreshold { restartsLog = true }
    guard !isScheduled else { return true }
    isScheduled = true
    queue.asyncAfter(deadline: max(.now(), lastCheckpointEnded + Self.minimumSpacing)) { [self] in checkpoint() }
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

  /// Runs on `queue`: one checkpoint, passive unless the log has grown past ``restartThreshold``.
  private func checkpoint() {
    let (connection, restarts): (SQLiteConnection?, Bool) = lock.withLock {
      isScheduled = false
      let restarts = restartsLog
      restartsLog = false
      switch state {
      case .open: return (self.connection, restarts)
      case .unavailable, .closed: return (nil, restarts)
      case .unopened:
        self.connection = openExisting()
        state = self.connection == nil ? .unavailable : .open
        return (self.connection, restarts)
      }
    }
    guard let connection else { return }
    // A restart waits (off the cooperative pool, here) for the write in progress; writers that
    // arrive meanwhile wait on the database's queue.
    sqlite3_busy_timeout(connection.handle, restarts ? Self.restartWaitMilliseconds : 0)
    let mode = restarts ? SQLITE_CHECKPOINT_RESTART : SQLITE_CHECKPOINT_PASSIVE
    let code = sqlite3_wal_checkpoint_v2(connection.handle, nil, mode, nil, nil)
    lock.withLock { lastCheckpointEnded = .now() }
    // Busy: another connection (in another process) is checkpointing, or the writer outlasted the
    // wait; the next commit asks again.
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
