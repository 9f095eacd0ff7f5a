import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting

extension Container {
  /// A container with `LoyaltyModule` and in-memory host services, talking to `backend`: tokens,
  /// preferences and the outbox live in memory (`InMemoryOutboxStore`), the database diagnostics
  /// read an in-memory SQLite database, connectivity is a `ManualConnectivityMonitor` reporting
  /// online, retries do not wait, and with `signedIn` the loyalty token store holds a valid session.
  ///
  /// Override anything else with `Container.overriding(_:)`.
  public static func loyaltyTesting(
    backend: LoyaltyFakeBackend = LoyaltyFakeBackend(),
    configuration: LoyaltyConfiguration = LoyaltySamples.configuration,
    signedIn: Bool = true
  ) async throws -> Container {
    await backend.install()
    let session =
      signedIn
      ? AuthTokens(accessToken: "access-1", refreshToken: "refresh-1", expiresAt: Date().addingTimeInterval(3_600))
      : nil
    let store = InMemoryTokenStore(session)
    var builder = ContainerBuilder()
    builder.registerTestPlatform(configuration: .testing) { backend.transport }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in LoyaltyTestTokenStores(store) }
    builder.register((any PreferencesStore).self, lifetime: .singleton) { _ in InMemoryPreferencesStore() }
    builder.register((any CryptoProvider).self) { _ in SystemCrypto() }
    builder.register(EventBus.self, lifetime: .singleton) { _ in EventBus() }
    builder.register((any PrunableOutboxStore).self, lifetime: .singleton) { _ in InMemoryOutboxStore() }
    builder.register(SQLiteDatabase.self, lifetime: .singleton) { _ in try SQLiteDatabase(.inMemory) }
    builder.register((any DatabaseDiagnostics).self, lifetime: .singleton) { r in
      SQLiteDatabaseDiagnostics(database: try r.resolve())
    }
    builder.register((any ConnectivityMonitor).self, lifetime: .singleton) { _ in ManualConnectivityMonitor(.online) }
    try builder.include(LoyaltyModule(configuration: configuration, device: LoyaltySamples.device))
    return try builder.build()
  }
}

/// Hands the loyalty backend its one in-memory store.
private struct LoyaltyTestTokenStores: TokenStoreFactory {
  let store: InMemoryTokenStore

  init(_ store: InMemoryTokenStore) {
    self.store = store
  }

  func makeTokenStore(forBackend backend: String) -> any TokenStore { store }
}
