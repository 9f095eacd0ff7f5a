/// One step of a ``FeatureSchema``: SQL applied once, in its own transaction, with its version.
public struct FeatureMigration: Sendable, Hashable {
  /// The version this migration brings the schema to (ascending, from 1).
  public let version: Int
  /// A short name recorded with it (`"create_tokens"`).
  public let name: String
  /// Parameterless DDL, possibly several `;`-separated statements.
  public let sql: String

  /// Creates a migration.
  public init(version: Int, name: String, sql: String) {
    self.version = version
    self.name = name
    self.sql = sql
  }
}
