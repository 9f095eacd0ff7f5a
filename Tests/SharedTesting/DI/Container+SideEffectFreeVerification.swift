import SharedCore
import SharedPlatform

extension Container {
  /// `Container.verify()` with every platform service that touches the outside world swapped for
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
    try overriding { overrides in
      func swap<Service: Sendable>(_ type: Service.Type, with make: @escaping @Sendable () throws -> Service) {
        guard isRegistered(type) else { return }
        overrides.register(type, lifetime: .singleton) { _ in try make() }
      }
      swap((any Transport).self) { StubTransport() }
      swap(SQLiteDatabase.self) { try SQLiteDatabase(.inMemory) }
      swap((any SecureStorage).self) { InMemorySecureStorage() }
      swap((any TokenStore).self) { InMemoryTokenStore() }
      swap((any TokenStoreFactory).self) { InMemoryTokenStoreFactory() }
      swap((any ConnectivityMonitor).self) { ManualConnectivityMonitor() }
      swap((any CacheStore).self) { InMemoryCacheStore() }
      swap((any OutboxStore).self) { InMemoryOutboxStore() }
      swap((any PreferencesStore).self) { InMemoryPreferencesStore() }
      swap((any AppLogger).self) { RecordingLogger() }
    }
  }
}
