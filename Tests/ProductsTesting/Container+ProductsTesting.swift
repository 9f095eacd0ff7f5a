import Foundation
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting

extension Container {
  /// A container with `ProductsModule` over an in-memory sync store whose engine talks to `server`
  /// (an ``InMemorySyncServer`` holding the products schema): writes land locally at once, and
  /// `SyncEngine.sync()` carries them to the fake server.
  ///
  /// Resolve ``ProductCatalog`` from a `.session` scope. Override anything else with
  /// `Container.overriding(_:)`.
  public static func productsTesting(
    configuration: ProductsConfiguration = ProductsConfiguration(), server: InMemorySyncServer? = nil
  ) throws -> Container {
    let schema = try SyncSchema(ProductsSyncTypes.all)
    let server = server ?? InMemorySyncServer(schema: schema)
    var builder = ContainerBuilder()
    builder.registerTestPlatform { OfflineTransport() }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
    builder.registerTestSync(server: server)
    try builder.include(ProductsModule(configuration: configuration))
    return try builder.build()
  }
}
