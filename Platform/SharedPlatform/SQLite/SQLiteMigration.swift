/// One schema change, applied once, in its own transaction, by ``SQLiteMigrator``.
public struct SQLiteMigration: Sendable {
  /// The schema version this migration brings the database to; strictly ascending within a list.
  public let version: Int
  /// A short name recorded with the version (`create_outbox`).
  public let name: String
  /// The change itself; it runs inside a transaction and may use bound parameters.
  public let apply: @Sendable (SQLiteConnection) throws -> Void

  /// Creates a migration.
  public init(version: Int, name: String, apply: @escaping @Sendable (SQLiteConnection) throws -> Void) {
    self.version = version
    self.name = name
    self.apply = apply
  }

  /// A migration that runs parameterless DDL.
  public init(version: Int, name: String, sql: String) {
    self.init(version: version, name: name) { try $0.execute(sql: sql) }
  }
}
