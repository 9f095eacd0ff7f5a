/// Makes a feature's ``FeatureDatabase`` for its schema, in the app's database.
///
/// The host registers one (SharedPlatform's `PlatformModule` does: the app's SQLite database), so a
/// feature module resolves storage without depending on the platform:
///
/// ```swift
/// let database = try resolver.resolve((any FeatureDatabaseProvider).self).database(for: WalletVault.schema)
/// ```
public protocol FeatureDatabaseProvider: Sendable {
  /// A database whose tables are `schema`'s, migrated on first use.
  func database(for schema: FeatureSchema) -> any FeatureDatabase
}
