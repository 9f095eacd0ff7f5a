import SharedCore

/// A feature's `FeatureDatabase` over a ``SQLiteDatabase``, with its schema migrated on first use.
///
/// Reads run in a deferred, read-only transaction (one snapshot), short ones on the calling task
/// through the database's second connection (see ``read(_:)``); writes run in `BEGIN IMMEDIATE`
/// (the write lock from the start) on the database actor's own queue. Several features may share one
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
  /// Whether the schema is known to be migrated, so that reads may skip the database's queue.
  private let isMigrated = LockedValue(false)

  /// Serves `schema` from `database`.
  public init(_ database: SQLiteDatabase, schema: FeatureSchema) {
    self.database = database
    self.schema = schema
    self.migrator = SQLiteMigrator(
      domain: schema.domain,
      migrations: schema.migrations.map { SQLiteMigration(version: $0.version, name: $0.name, sql: $0.sql) })
  }

  /// Runs `body` in a deferred read transaction, after migrating if needed.
  ///
  /// Once the schema is migrated, this is ``SQLiteDatabase/read(_:)``: a short read on the calling
  /// task when that needs no waiting, otherwise a read beside the writer on a queue of its own.
  /// Either way it sees everything committed before it began, in this process or another, and
  /// writes in `body` throw.
  public func read<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
    if isMigrated.withLock({ $0 }) { return try await database.read { try body($0) } }
    let result = try await database.withConnection(migratedBy: migrator) { try $0.readTransaction(body) }
    isMigrated.withLock { $0 = true }
    return result
  }

  /// Runs `body` in an immediate write transaction, after migrating if needed.
  @discardableResult
  public func write<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
    try await write(durability: .processCrash, body)
  }

  /// Runs `body` in an immediate write transaction, after migrating if needed, whose commit is as
  /// durable as `durability` says (see ``SQLiteConnection/transaction(durability:_:)``).
  @discardableResult
  public func write<T: Sendable>(
    durability: WriteDurability, _ body: @Sendable (any SQLiteQuerying) throws -> T
  ) async throws -> T {
    let result = try await database.withConnection(migratedBy: migrator) { connection in
      try connection.transaction(durability: durability) { try body($0) }
    }
    isMigrated.withLock { $0 = true }
    return result
  }
}
