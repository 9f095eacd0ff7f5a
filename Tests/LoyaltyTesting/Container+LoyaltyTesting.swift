import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting

extension Container {
  /// A container with `LoyaltyModule` and in-memory host services, talking to `backend`: tokens,
  /// preferences and the outbox live in memory (`InMemoryOutboxStore`), the loyalty tables and the
  /// database diagnostics live in one in-memory SQLite database, connectivity is a
  /// `ManualConnectivityMonitor` reporting online, retries do not wait, and with `signedIn`
  /// ``LoyaltyFakeBackend/defaultUser`` is signed in (``LoyaltyFakeBackend/initialAccessToken``).
  ///
  /// Override anything else with `Container.overriding(_:)`: a derived container shares the tokens
  /// and the database, so it is signed in as the same user.
  public static func loyaltyTesting(
    backend: LoyaltyFakeBackend = LoyaltyFakeBackend(),
    configuration: LoyaltyConfiguration = LoyaltySamples.configuration,
    signedIn: Bool = true
  ) async throws -> Container {
    await backend.install()
    let store = InMemoryTokenStore()
    let database = try SQLiteDatabase(.inMemory)
    var builder = ContainerBuilder()
    builder.registerTestPlatform(configuration: .testing) { backend.transport }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in LoyaltyTestTokenStores(store) }
    builder.register((any PreferencesStore).self, lifetime: .singleton) { _ in InMemoryPreferencesStore() }
    builder.register((any CryptoProvider).self) { _ in SystemCrypto() }
    builder.register(EventBus.self, lifetime: .singleton) { _ in EventBus() }
    builder.register((any PrunableOutboxStore).self, lifetime: .singleton) { _ in InMemoryOutboxStore() }
    builder.register(SQLiteDatabase.self, lifetime: .singleton) { _ in database }
    builder.register((any FeatureDatabaseProvider).self, lifetime: .singleton) { r in
      SQLiteFeatureDatabaseProvider(database: try r.resolve())
    }
    builder.register((any DatabaseDiagnostics).self, lifetime: .singleton) { r in
      SQLiteDatabaseDiagnostics(database: try r.resolve())
    }
    builder.register((any ConnectivityMonitor).self, lifetime: .singleton) { _ in ManualConnectivityMonitor(.online) }
    try builder.include(LoyaltyModule(configuration: configuration, device: LoyaltySamples.device))
    let container = try builder.build()
    if signedIn {
      try await container.resolve(LoyaltyAccount.self).signIn(
        AuthTokens(
          accessToken: LoyaltyFakeBackend.initialAccessToken, refreshToken: LoyaltyFakeBackend.initialRefreshToken,
          expiresAt: Date().addingTimeInterval(3_600)),
        userID: LoyaltyFakeBackend.defaultUser)
    }
    return container
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
