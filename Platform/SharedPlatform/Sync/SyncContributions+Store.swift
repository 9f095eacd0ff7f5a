import SharedCore

extension Array where Element == SyncContribution {
  /// A sync store on `database` holding every contributed record type and projection.
  /// - Throws: ``SyncSchemaError`` for contributions that do not make one schema, or what opening
  ///   the store throws.
  package func makeStore(on database: SQLiteDatabase) throws -> SQLiteSyncStore {
    try SQLiteSyncStore(database: database, schema: try schema(), projections: flatMap(\.projections))
  }
}
