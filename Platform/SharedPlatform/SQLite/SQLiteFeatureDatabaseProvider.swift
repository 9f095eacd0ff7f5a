import SharedCore

/// Provides every feature's ``SQLiteFeatureDatabase`` in one ``SQLiteDatabase`` (each schema keeps
/// its own migration domain).
public struct SQLiteFeatureDatabaseProvider: FeatureDatabaseProvider {
  /// The shared database.
  public let database: SQLiteDatabase

  /// Creates a provider over `database`.
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// A ``SQLiteFeatureDatabase`` for `schema` in the shared database.
  public func database(for schema: FeatureSchema) -> any FeatureDatabase {
    SQLiteFeatureDatabase(database, schema: schema)
  }
}
