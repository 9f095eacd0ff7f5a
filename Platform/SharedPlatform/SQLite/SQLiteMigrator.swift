import Foundation
import SharedCore

/// Applies an ordered list of ``SQLiteMigration``s, recording each in a version table.
///
/// Versions are kept per *domain* in `schema_migrations(domain, version, name, applied_at)`, so
/// several stores (the cache, the outbox) can share one database with their own histories.
/// Each pending migration runs in its own transaction together with its version row: it is
/// applied completely, once, or not at all. A database whose version is newer than the last
/// known migration is refused rather than written by older code.
public struct SQLiteMigrator: Sendable {
  /// The name of the schema these migrations belong to.
  public let domain: String
  /// The migrations, in ascending version order.
  public let migrations: [SQLiteMigration]

  /// Creates a migrator for `domain`.
  public init(domain: String, migrations: [SQLiteMigration]) {
    self.domain = domain
    self.migrations = migrations
  }

  /// The latest version recorded for ``domain`` (0 for a fresh database).
  public func currentVersion(of database: SQLiteDatabase) async throws -> Int {
    try await database.withConnection { connection in
      try createVersionTable(connection)
      return try currentVersion(connection)
    }
  }

  /// Applies every migration newer than the database's version; returns the versions applied.
  /// - Throws: `SQLiteError/invalidMigrationOrder(domain:version:)`,
  ///   `SQLiteError/databaseNewerThanCode(domain:databaseVersion:latestKnownVersion:)`, or the
  ///   failing migration's error (its transaction is rolled back and the version left unchanged).
  @discardableResult
  public func migrate(_ database: SQLiteDatabase) async throws -> [Int] {
    try await database.withConnection { try migrate(on: $0) }
  }

  /// Applies every pending migration using `connection`, inside a ``SQLiteDatabase`` body;
  /// returns the versions applied. Throws as ``migrate(_:)``.
  @discardableResult
  public func migrate(on connection: SQLiteConnection) throws -> [Int] {
    try validateOrder()
    try createVersionTable(connection)
    let current = try currentVersion(connection)
    let latest = migrations.last?.version ?? 0
    guard current <= latest else {
      throw SQLiteError.databaseNewerThanCode(domain: domain, databaseVersion: current, latestKnownVersion: latest)
    }
    var applied: [Int] = []
    for migration in migrations where migration.version > current {
      try connection.transaction { connection in
        // Re-read under the write lock: another process may have migrated meanwhile.
        guard try currentVersion(connection) < migration.version else { return }
        try migration.apply(connection)
        try connection.run(
          "INSERT INTO schema_migrations (domain, version, name, applied_at) VALUES (?, ?, ?, ?)",
          [.text(domain), .integer(Int64(migration.version)), .text(migration.name), Date().sqliteValue]
        )
        applied.append(migration.version)
      }
    }
    connection.migratedDomains[domain] = latest
    return applied
  }

  /// Brings the schema up to date the first time it is called on `connection`; afterwards it
  /// costs a dictionary lookup. Stores call it at the start of every database body, so they can
  /// be created synchronously and migrate on first use. Throws as ``migrate(_:)``.
  public func migrateIfNeeded(on connection: SQLiteConnection) throws {
    guard connection.migratedDomains[domain] != migrations.last?.version ?? 0 else { return }
    try migrate(on: connection)
  }

  private func validateOrder() throws {
    var previous = 0
    for migration in migrations {
      guard migration.version > previous else {
        throw SQLiteError.invalidMigrationOrder(domain: domain, version: migration.version)
      }
      previous = migration.version
    }
  }

  private func createVersionTable(_ connection: SQLiteConnection) throws {
    try connection.execute(
      sql: """
        CREATE TABLE IF NOT EXISTS schema_migrations (
          domain TEXT NOT NULL,
          version INTEGER NOT NULL,
          name TEXT NOT NULL,
          applied_at REAL NOT NULL,
          PRIMARY KEY (domain, version)
        )
        """
    )
  }

  private func currentVersion(_ connection: SQLiteConnection) throws -> Int {
    let row = try connection.queryFirst(
      "SELECT MAX(version) AS version FROM schema_migrations WHERE domain = ?", [.text(domain)]
    )
    return try row?.value(Int?.self, named: "version") ?? 0
  }
}
