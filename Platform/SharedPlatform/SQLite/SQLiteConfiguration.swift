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

  /// Where the database is stored.
  public var location: Location
  /// How long a statement waits for a lock held by another connection before failing with `SQLITE_BUSY`.
  public var busyTimeout: Duration
  /// The durability level; see ``Synchronous``.
  public var synchronous: Synchronous
  /// Whether `FOREIGN KEY` constraints are enforced (SQLite's default is off; ours is on).
  public var foreignKeys: Bool

  /// Creates a configuration. File databases always use WAL journal mode.
  public init(
    location: Location,
    busyTimeout: Duration = .seconds(5),
    synchronous: Synchronous = .normal,
    foreignKeys: Bool = true
  ) {
    self.location = location
    self.busyTimeout = busyTimeout
    self.synchronous = synchronous
    self.foreignKeys = foreignKeys
  }

  /// An in-memory database with the default settings.
  public static var inMemory: Self { Self(location: .inMemory) }

  /// A file database at `url` with the default settings.
  public static func file(_ url: URL, synchronous: Synchronous = .normal) -> Self {
    Self(location: .file(url), synchronous: synchronous)
  }

  var busyTimeoutMilliseconds: Int32 {
    let (seconds, attoseconds) = busyTimeout.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds))
  }
}
