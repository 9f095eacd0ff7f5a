import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import WalletFeature

extension Container {
  /// A container with `WalletModule` and in-memory host services, talking to `backend`: the vault
  /// lives in an in-memory SQLite database, tokens in memory, retries do not wait, and with
  /// `signedIn` the wallet's token store holds the backend's initial session. An `EventBus` is
  /// registered, so the wallet's `WalletEvent`s can be awaited on it.
  ///
  /// The configuration trusts the backend issuer's key databases and names its wallet. Override
  /// anything else with `Container.overriding(_:)`.
  ///
  /// ```swift
  /// let backend = try WalletFakeBackend()
  /// let container = try await Container.walletTesting(backend: backend)
  /// let balance = try await container.resolve(WalletAPI.self).balance(walletId: backend.walletId)
  /// ```
  public static func walletTesting(backend: WalletFakeBackend, signedIn: Bool = true) async throws -> Container {
    await backend.install()
    let configuration = WalletConfiguration(
      baseURL: WalletFakeBackend.baseURL, walletId: backend.walletId, currency: backend.issuer.currency,
      trustAnchor: backend.issuer.trustAnchor, syncBatchSize: 10)
    let tokens = InMemoryTokenStoreFactory()
    if signedIn {
      try await tokens.store(forBackend: WalletModule.clientName).save(
        AuthTokens(
          accessToken: WalletFakeBackend.initialAccessToken, refreshToken: WalletFakeBackend.initialRefreshToken,
          expiresAt: Date().addingTimeInterval(3_600)))
    }
    let sqlite = try SQLiteDatabase(.inMemory)
    var builder = ContainerBuilder()
    builder.registerTestPlatform(configuration: .testing) { backend.transport }
    builder.register(EventBus.self, lifetime: .singleton) { _ in EventBus() }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in tokens }
    builder.register((any CryptoProvider).self) { _ in SystemCrypto() }
    builder.register((any FeatureDatabaseProvider).self, lifetime: .singleton) { _ in
      SQLiteFeatureDatabaseProvider(database: sqlite)
    }
    try builder.include(WalletModule(configuration: configuration))
    return try builder.build()
  }
}
