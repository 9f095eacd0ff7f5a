import Foundation
import SettingsFeature
import SharedCore
import SharedPlatform
import SharedTesting

extension Container {
  /// A container with `SettingsModule` over an in-memory sync store whose engine talks to `server`
  /// (an ``InMemorySyncServer`` holding the settings' schema): saves land locally at once, and
  /// `SyncEngine.sync()` carries them to the fake server. Any other request fails as offline.
  ///
  /// The settings live in the company scope: resolve `CompanySettings` (or
  /// `any CompanyDocumentSettingsSource`) from `makeScope(.company, context: company)`.
  public static func settingsTesting(server: InMemorySyncServer? = nil) throws -> Container {
    let schema = try SyncSchema(CompanySettingsSyncTypes.all)
    let server = server ?? InMemorySyncServer(schema: schema)
    var builder = ContainerBuilder()
    builder.registerTestPlatform { OfflineTransport() }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
    builder.registerTestSync(server: server)
    try builder.include(SettingsModule())
    return try builder.build()
  }
}
