import SharedCore
import SharedPlatform

extension Container {
  /// ``Container/verify()`` with every platform service that touches the outside world swapped for
  /// an in-memory one first, so verifying the app's real container in a test suite creates no file,
  /// no Keychain item and no network connection.
  ///
  /// Only services the container registers are swapped (a missing registration is still reported):
  /// `Transport` → ``StubTransport``, `SQLiteDatabase` → in-memory SQLite, `SecureStorage` →
  /// ``InMemorySecureStorage``, `TokenStore` → ``InMemoryTokenStore``, `TokenStoreFactory` →
  /// ``InMemoryTokenStoreFactory``, `ConnectivityMonitor` → `ManualConnectivityMonitor`, `CacheStore` →
  /// ``InMemoryCacheStore``, `OutboxStore` → ``InMemoryOutboxStore``, `PreferencesStore` →
  /// ``InMemoryPreferencesStore``, `AppLogger` → ``RecordingLogger``.
  ///
  /// ```swift
  /// @Test func appGraphIsComplete() throws {
  ///   let app = try Container(modules: AppComposition.modules())
  ///   let report = try app.verifyWithoutSideEffects()
  ///   #expect(report.isEmpty, "\(report)")
  /// }
  /// ```
  public func verifyWithoutSideEffects() throws -> VerificationReport {
    try sideEffectFree().verify()
  }

  /// A derived container with the platform services ``verifyWithoutSideEffects()`` lists swapped
  /// for in-memory ones (only those this container registers).
  public func sideEffectFree() throws -> Container {
    let registered = (
      transport: isRegistered((any Transport).self),
      database: isRegistered(SQLiteDatabase.self),
      secureStorage: isRegistered((any SecureStorage).self),
      tokens: isRegistered((any TokenStore).self),
      tokenStores: isRegistered((any TokenStoreFactory).self),
      connectivity: isRegistered((any ConnectivityMonitor).self),
      cache: isRegistered((any CacheStore).self),
      outbox: isRegistered((any OutboxStore).self),
      preferences: isRegistered((any PreferencesStore).self),
      logger: isRegistered((any AppLogger).self)
    )
    return try overriding { overrides in
      if registered.transport {
        overrides.register((any Transport).self, lifetime: .singleton) { _ in StubTransport() }
      }
      if registered.database {
        overrides.register(SQLiteDatabase.self, lifetime: .singleton) { _ in try SQLiteDatabase(.inMemory) }
      }
      if registered.secureStorage {
        overrides.register((any SecureStorage).self, lifetime: .singleton) { _ in InMemorySecureStorage() }
      }
      if registered.tokens {
        overrides.register((any TokenStore).self, lifetime: .singleton) { _ in InMemoryTokenStore() }
      }
      if registered.tokenStores {
        overrides.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
      }
      if registered.connectivity {
        overrides.register((any ConnectivityMonitor).self, lifetime: .singleton) { _ in ManualConnectivityMonitor() }
      }
      if registered.cache {
        overrides.register((any CacheStore).self, lifetime: .singleton) { _ in InMemoryCacheStore() }
      }
      if registered.outbox {
        overrides.register((any OutboxStore).self, lifetime: .singleton) { _ in InMemoryOutboxStore() }
      }
      if registered.preferences {
        overrides.register((any PreferencesStore).self, lifetime: .singleton) { _ in InMemoryPreferencesStore() }
      }
      if registered.logger { overrides.register((any AppLogger).self, lifetime: .singleton) { _ in RecordingLogger() } }
    }
  }
}
