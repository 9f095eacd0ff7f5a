import Foundation
import SharedCore

/// Where a database lives and how its connection is set up.
public struct SQLiteConfiguration: Sendable, Hashable {
  /// Where the database is stored.
  public enum Location: Sendable, Hashable {
    /// A private, transient database that disappears when closed.
    case inMemory
    /// A database file, created if missing.
    case file(URL)
  }

  /// `PRAGMA synchronous` (https://sqlite.org/pragma.html#pragma_synchronous).
  public enum Synchronous: String, Sendable, Hashable {
    /// Syncs at WAL checkpoints only. With WAL, a committed transaction survives a crash of the
    /// process but may be rolled back by a power loss or OS crash.
    case normal = "NORMAL"
    /// Syncs the WAL on every commit: committed transactions also survive power loss.
    case full = "FULL"
  }

  /// Who may open the database file while this connection is open
  /// (https://sqlite.org/pragma.html#pragma_locking_mode).
  public enum Locking: String, Sendable, Hashable {
    /// Other connections and processes may read and write it too; every transaction takes and
    /// releases file locks to coordinate with them.
    case shared = "NORMAL"
    /// This connection holds the file from its first transaction until it closes: transactions take
    /// no file locks (on Linux, the `fcntl` calls are about a third of a one-row transaction's time)
    /// and the write-ahead log's index lives in memory rather than a `-shm` file. Another connection, in this process or another, gets
    /// `SQLITE_BUSY`. Durability is unchanged, and a process that is killed releases the file.
    case exclusive = "EXCLUSIVE"
  }

  /// Where the database is stored.
  public var location: Location
  /// How long a statement waits for a lock held by another connection before failing with `SQLITE_BUSY`.
  public var busyTimeout: Duration
  /// The durability level; see ``Synchronous``.
  public var synchronous: Synchronous
  /// Whether `FOREIGN KEY` constraints are enforced (SQLite's default is off; ours is on).
  public var foreignKeys: Bool
  /// Whether other connections may use the file at the same time; see ``Locking``.
  public var locking: Locking
  /// The most memory, in kibibytes, the connection's page cache grows to
  /// (https://sqlite.org/pragma.html#pragma_cache_size). SQLite's own default, 2,000 KiB, makes a
  /// transaction that writes more than that spill pages to the log and read them back, and makes
  /// searches over a large index read its pages from the file again and again; the cache only grows
  /// as pages are used.
  public var cacheKibibytes: Int

  /// Creates a configuration. File databases always use WAL journal mode.
  public init(
    location: Location,
    busyTimeout: Duration = .seconds(5),
    synchronous: Synchronous = .normal,
    foreignKeys: Bool = true,
    locking: Locking = .shared,
    cacheKibibytes: Int = 32_768
  ) {
    self.location = location
    self.busyTimeout = busyTimeout
    self.synchronous = synchronous
    self.foreignKeys = foreignKeys
    self.locking = locking
    self.cacheKibibytes = cacheKibibytes
  }

  /// An in-memory database with the default settings.
  public static var inMemory: Self { Self(location: .inMemory) }

  /// A file database at `url` with the default settings.
  public static func file(_ url: URL, synchronous: Synchronous = .normal, locking: Locking = .shared) -> Self {
    Self(location: .file(url), synchronous: synchronous, locking: locking)
  }

  var busyTimeoutMilliseconds: Int32 {
    let (seconds, attoseconds) = busyTimeout.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds))
  }
}
