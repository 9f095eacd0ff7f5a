extension SQLiteDatabase {
  /// Runs `body` on the connection once `migrator`'s schema is up to date.
  ///
  /// The first call migrates; later calls cost a dictionary lookup. Stores that are created
  /// synchronously use it so that their schema is set up on first use.
  /// - Throws: What ``SQLiteMigrator/migrate(on:)`` or `body` throws.
  @discardableResult
  public func withConnection<T: Sendable>(
    migratedBy migrator: SQLiteMigrator, _ body: @Sendable (SQLiteConnection) throws -> T
  ) async throws -> T {
    try await withConnection { connection in
      try migrator.migrateIfNeeded(on: connection)
      return try body(connection)
    }
  }
}
