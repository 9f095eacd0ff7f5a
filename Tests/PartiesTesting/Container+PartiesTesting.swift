import Foundation
import PartiesFeature
import SharedCore
import SharedPlatform
import SharedTesting

extension Container {
  /// A container with `PartiesModule` over an in-memory sync store whose engine talks to `server`
  /// (an ``InMemorySyncServer`` holding the parties schema): writes land locally at once, and
  /// `SyncEngine.sync()` carries them to the fake server. Any other request fails as offline.
  ///
  /// Resolve ``PartyBook`` from a `.session` scope; its "today" comes from `now`. Override
  /// anything else with `Container.overriding(_:)`.
  public static func partiesTesting(
    configuration: PartiesConfiguration = PartiesConfiguration(), server: InMemorySyncServer? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws -> Container {
    let schema = try SyncSchema(PartiesSyncTypes.all)
    let server = server ?? InMemorySyncServer(schema: schema)
    var builder = ContainerBuilder()
    builder.registerTestPlatform { OfflineTransport() }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
    builder.registerTestSync(server: server)
    try builder.include(PartiesModule(configuration: configuration, now: now))
    return try builder.build()
  }
}
