import Foundation
import SharedCore

/// The offline cache's entries in a SQLite table (`cache_entries`), at most ``maxEntries`` of them:
/// storing one more evicts the least recently stored.
///
/// Shares a ``SQLiteDatabase`` with other stores if wanted; its schema is versioned under the
/// migration domain `"cache"` and migrated on first use.
public final class SQLiteCacheStore: CacheStore {
  /// The most entries kept; `0` keeps none (caching off), `nil` keeps every entry.
  public let maxEntries: Int?
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
      ),
      SQLiteMigration(
        version: 2,
        name: "index_cache_entries_by_age",
        sql: "CREATE INDEX cache_entries_stored_at ON cache_entries (stored_at)"
      ),
    ])

  /// Creates the store over `database`. The schema is created or migrated by the first
  /// operation, which throws `SQLiteError` if that fails (for instance when the database's
  /// schema is newer than this code).
  /// - Parameters:
  ///   - database: Where the entries live.
  ///   - maxEntries: The most entries kept (negative counts as 0); `nil` for no limit.
  public init(database: SQLiteDatabase, maxEntries: Int? = nil) {
    self.database = database
    self.maxEntries = maxEntries.map { max(0, $0) }
  }

  /// Creates the store over `database` keeping at most `settings.maxEntries` entries.
  public convenience init(database: SQLiteDatabase, settings: CoreConfiguration.CacheSettings) {
    self.init(database: database, maxEntries: settings.maxEntries)
  }

  /// The entry under `key`.
  public func entry(forKey key: String) async throws -> CacheEntry? {
    try await withSchema { db in
      let row = try db.queryFirst("SELECT data, stored_at FROM cache_entries WHERE key = ?", [.text(key)])
      return try row.map {
        CacheEntry(key: key, data: try $0.value(named: "data"), storedAt: try $0.value(named: "stored_at"))
      }
    }
  }

  /// Stores `entry`, replacing an entry with the same key, then evicts the least recently stored
  /// entries beyond ``maxEntries``.
  public func put(_ entry: CacheEntry) async throws {
    let maxEntries = maxEntries
    try await withSchema { db in
      try db.transaction { db in
        try db.run(
          "INSERT OR REPLACE INTO cache_entries (key, data, stored_at) VALUES (?, ?, ?)",
          [.text(entry.key), .blob(entry.data), entry.storedAt.sqliteValue]
        )
        if let maxEntries {
          try db.run(
            """
            DELETE FROM cache_entries WHERE key IN (
              SELECT key FROM cache_entries ORDER BY stored_at DESC, rowid DESC LIMIT -1 OFFSET ?
            )
            """,
            [.integer(Int64(maxEntries))]
          )
        }
      }
    }
  }

  /// Removes the entry under `key`.
  public func removeEntry(forKey key: String) async throws {
    try await withSchema { db in try db.run("DELETE FROM cache_entries WHERE key = ?", [.text(key)]) }
  }

  /// Removes every entry.
  public func removeAll() async throws {
    try await withSchema { db in try db.run("DELETE FROM cache_entries") }
  }

  /// Runs `body` on the database once the cache schema is up to date.
  @discardableResult
  private func withSchema<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try await database.withConnection(migratedBy: Self.migrator, body)
  }
}
