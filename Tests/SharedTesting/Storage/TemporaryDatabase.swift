import Foundation
import SharedPlatform

/// A SQLite database file in its own uniquely named temporary directory, for tests.
///
/// Each test gets its own directory, so tests running in parallel never share files. The
/// directory (with the database, its WAL and shared-memory files, and any ``file(named:)``)
/// is deleted when the helper is released.
///
/// ```swift
/// let temporary = try TemporaryDatabase()
/// let database = try temporary.open()
/// // … close it, then `temporary.open()` again to check what survived.
/// ```
public final class TemporaryDatabase: Sendable {
  /// The directory holding the database.
  public let directoryURL: URL
  /// The database file's location (the file appears on first open).
  public var url: URL { file(named: "database.sqlite") }

  /// Creates an empty, uniquely named temporary directory for the database.
  /// - Throws: The file system's error if the directory cannot be created.
  public init() throws {
    directoryURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharedCoreDB-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directoryURL, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: directoryURL)
  }

  /// The location of another file in the same directory (a log, a second database).
  public func file(named name: String) -> URL {
    directoryURL.appendingPathComponent(name, isDirectory: false)
  }

  /// Opens (or reopens) the database with the default settings and `synchronous`.
  public func open(synchronous: SQLiteConfiguration.Synchronous = .normal) throws -> SQLiteDatabase {
    try SQLiteDatabase(.file(url, synchronous: synchronous))
  }
}
