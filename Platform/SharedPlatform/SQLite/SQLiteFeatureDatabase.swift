import SharedCore

/// A feature's `FeatureDatabase` over a ``SQLiteDatabase``, with its schema migrated on first use.
///
/// Reads run in a deferred transaction (one snapshot), writes in `BEGIN IMMEDIATE` (the write
/// lock from the start), both on the database actor's own queue. Several features may share one
/// ``SQLiteDatabase``: each schema keeps its own migration history.
///
/// ```swift
/// let database = SQLiteFeatureDatabase(try SQLiteDatabase(.file(url)), schema: WalletVault.schema)
/// ```
public struct SQLiteFeatureDatabase: FeatureDatabase {
  /// The underlying database.
  public let database: SQLiteDatabase
  /// The feature's schema.
  public let schema: FeatureSchema
  private let migrator: SQLiteMigrator

  /// Serves `schema` from `database`.
  public init(_ database: SQLiteDatabase, schema: FeatureSchema) {
    self.database = database
    self.schema = schema
    self.migrator = SQLiteMigrator(
      domain: schema.domain,
      migrations: schema.migrations.map { SQLiteMigration(version: $0.version, name: $0.name, sql: $0.sql) })
  }

  /// Runs `body` in a deferred read transaction, after migrating if needed.
  public func read<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
    try await database.withConnection(migratedBy: migrator) { connection in
      // Cached statements, like the write transaction's, instead of `sqlite3_exec` parsing them on
      // every read.
      try connection.run("BEGIN DEFERRED")
      let result: T
      do {
        result = try body(connection)
      } catch {
        _ = try? connection.run("ROLLBACK")
        throw error
      }
      try connection.run("COMMIT")
      return result
    }
  }

  /// Runs `body` in an immediate write transaction, after migrating if needed.
  @discardableResult
  public func write<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
    try await database.withConnection(migratedBy: migrator) { connection in
      try connection.transaction { try body($0) }
    }
  }
}
