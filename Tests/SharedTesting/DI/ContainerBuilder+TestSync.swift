import SharedCore
import SharedPlatform

extension ContainerBuilder {
  /// Registers the sync services that offline-first feature modules resolve, for tests: one
  /// in-memory `SQLiteSyncStore` holding every record type and projection the included modules
  /// contribute (resolved when first used, so include the modules before or after this), and a
  /// `SyncEngine` that carries its writes to `server`. Writes land locally at once; `sync()` on the
  /// engine uploads them and downloads what `server` holds.
  ///
  /// Testing kits of sync-backed features start from this, and so can a test composing several of
  /// them in one container:
  ///
  /// ```swift
  /// let server = InMemorySyncServer(schema: try SyncSchema(ProductsSyncTypes.all + PartiesSyncTypes.all))
  /// var builder = ContainerBuilder()
  /// builder.registerTestPlatform { OfflineTransport() }
  /// builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
  /// builder.registerTestSync(server: server)
  /// try builder.include(ProductsModule())
  /// try builder.include(PartiesModule())
  /// ```
  public mutating func registerTestSync(server: InMemorySyncServer) {
    register((any SyncStore).self, lifetime: .singleton) { resolver in
      try resolver.container.resolveAll(SyncContribution.self).makeStore(on: try SQLiteDatabase(.inMemory))
    }
    register(SyncEngine.self, lifetime: .singleton) { resolver in
      SyncEngine(store: try resolver.resolve(), remote: server)
    }
  }
}
