import Foundation
import SharedPlatform

/// A SQLite database file in its own temporary directory, for tests.
///
/// ```swift
/// let temporary = try TemporaryDatabase()
/// let database = try temporary.open()
/// // … reopen later with `temporary.open()` to check what survived.
/// ```
/// The directory (with the database, its WAL and shared-memory files) is deleted when the
/// helper is released.
public final class TemporaryDatabase: Sendable {
  /// The directory holding the database.
  public let directory: TemporaryDirectory
  /// The database file's location.
  public var url: URL { directory.file("database.sqlite") }

  /// Creates an empty temporary directory for the database (the file appears on first open).
  public init() throws {
    directory = try TemporaryDirectory(prefix: "SharedCoreDB")
  }

  /// Opens (or reopens) the database with the default settings and `synchronous`.
  public func open(synchronous: SQLiteConfiguration.Synchronous = .normal) throws -> SQLiteDatabase {
    try SQLiteDatabase(.file(url, synchronous: synchronous))
  }
}
