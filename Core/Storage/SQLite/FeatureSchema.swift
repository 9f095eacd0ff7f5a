/// The tables of a feature's own database: a name for its migration history and the migrations.
public struct FeatureSchema: Sendable, Hashable {
  /// The name under which the migrations are recorded (`"wallet.vault"`); several schemas can share
  /// one database file, each with its own history.
  public let domain: String
  /// The migrations, in ascending version order.
  public let migrations: [FeatureMigration]

  /// Creates a schema.
  public init(domain: String, migrations: [FeatureMigration]) {
    self.domain = domain
    self.migrations = migrations
  }
}
