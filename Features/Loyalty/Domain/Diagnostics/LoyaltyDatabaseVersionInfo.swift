/// The versions a bug report needs: the database schema of each migration domain and the SDK.
public struct LoyaltyDatabaseVersionInfo: Sendable, Hashable, Codable {
  /// The schema version of each migration domain of the app's database (`outbox`, `cache`, …).
  public var schemaVersions: [String: Int]
  /// The platform SDK release whose API this module reproduces (``WarplySDK/sdkVersion``).
  public var sdkVersion: String

  /// Creates version information.
  public init(schemaVersions: [String: Int], sdkVersion: String) {
    self.schemaVersions = schemaVersions
    self.sdkVersion = sdkVersion
  }

  /// The outbox's schema version, where the loyalty events wait (`0` before its first use).
  public var outboxSchemaVersion: Int { schemaVersions["outbox"] ?? 0 }
}
