import Foundation
import SharedCore

/// The offline cache's entries in a SQLite table (`cache_entries`).
///
/// Shares a ``SQLiteDatabase`` with other stores if wanted; its schema is versioned under the
/// migration domain `"cache"`.
public final class SQLiteCacheStore: CacheStore {
  private let database: SQLiteDatabase

  /// The migrations of the cache schema.
  public static let migrator = SQLiteMigrator(
    domain: "cache",
    migrations: [
      SQLiteMigration(
        version: 1,
        name: "create_cache_entries",
        sql: """
          CREATE TABLE cache_entries (
            key TEXT PRIMARY KEY NOT NULL,
            data BLOB NOT NULL,
            stored_at REAL NOT NULL
          )
          """
      )
    ])

  /// Creates the store over `database`, migrating its schema.
  /// - Throws: ``SQLiteError`` if the schema cannot be created or is newer than this code.
  public init(database: SQLiteDatabase) throws {
    self.database = database
    try Self.migrator.migrate(database)
  }

  /// The entry under `key`.
  public func entry(forKey key: String) throws -> CacheEntry? {
    let row = try database.queryFirst("SELECT data, stored_at FROM cache_entries WHERE key = ?", [.text(key)])
    return try row.map {
      CacheEntry(key: key, data: try $0.value(named: "data"), storedAt: try $0.value(named: "stored_at"))
    }
  }

  /// Stores `entry`, replacing an entry with the same key.
  public func put(_ entry: CacheEntry) throws {
    try database.run(
      "INSERT OR REPLACE INTO cache_entries (key, data, stored_at) VALUES (?, ?, ?)",
      [.text(entry.key), .blob(entry.data), entry.storedAt.sqliteValue]
    )
  }

  /// Removes the entry under `key`.
  public func removeEntry(forKey key: String) throws {
    try database.run("DELETE FROM cache_entries WHERE key = ?", [.text(key)])
  }

  /// Removes every entry.
  public func removeAll() throws {
    try database.run("DELETE FROM cache_entries")
  }
}
