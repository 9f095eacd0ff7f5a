import Foundation
import SharedCore
import SharedPlatform
import Testing

/// The platform provides features their `FeatureDatabase` in the app's one SQLite database.
@Suite struct PlatformFeatureDatabaseTests {
  private static let schema = FeatureSchema(
    domain: "ledger.feature",
    migrations: [
      FeatureMigration(version: 1, name: "create_entries", sql: "CREATE TABLE entries (id TEXT PRIMARY KEY)")
    ])

  @Test func aFeatureSchemaIsMigratedInTheSharedDatabase() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let container = try Container(modules: [
      PlatformModule(applicationID: "org.sharedcore.tests", dataDirectory: temporary.url, configuration: .development)
    ])
    let provider = try container.resolve((any FeatureDatabaseProvider).self)
    let database = provider.database(for: Self.schema)
    try await database.write { db in try db.run("INSERT INTO entries (id) VALUES (?)", ["e-1"]) }
    let again = provider.database(for: Self.schema)
    #expect(
      try await again.read { db in try db.queryFirst("SELECT COUNT(*) FROM entries")?.value(Int.self, at: 0) } == 1)
    let shared = try container.resolve(SQLiteDatabase.self)
    let versions = try await shared.query(
      "SELECT version FROM schema_migrations WHERE domain = ?", ["ledger.feature"])
    #expect(versions.count == 1, "migrated once, in the app's database")
  }
}
