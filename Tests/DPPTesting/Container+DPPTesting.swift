import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting

extension Container {
  /// A container with `DPPModule` and in-memory host services, talking to `backend`: the
  /// configuration points at ``DPPFakeBackend/baseURL``, tokens, cache and outbox live in memory,
  /// retries do not wait, and with `signedIn` the TraceWise token store holds a valid session.
  ///
  /// Override anything else with `Container.overriding(_:)`.
  public static func dppTesting(backend: DPPFakeBackend = DPPFakeBackend(), signedIn: Bool = true) throws
    -> Container
  {
    let session =
      signedIn
      ? AuthTokens(accessToken: "access-1", refreshToken: "refresh-1", expiresAt: Date().addingTimeInterval(3_600))
      : nil
    var builder = ContainerBuilder()
    builder.register(DPPConfiguration.self) { _ in
      DPPConfiguration(baseURL: DPPFakeBackend.baseURL, apiKey: DPPFakeBackend.apiKey)
    }
    builder.registerTestPlatform { backend.transport }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in SessionTokenStores(session) }
    builder.register((any CacheStore).self, lifetime: .singleton) { _ in InMemoryCacheStore() }
    builder.register((any OutboxStore).self, lifetime: .singleton) { _ in InMemoryOutboxStore() }
    builder.register((any CryptoProvider).self) { _ in SystemCrypto() }
    try builder.include(DPPModule())
    return try builder.build()
  }
}

/// One `InMemoryTokenStore` per backend, each starting with `session`.
private final class SessionTokenStores: TokenStoreFactory {
  private let session: AuthTokens?
  private let stores = LockedValue<[String: InMemoryTokenStore]>([:])

  init(_ session: AuthTokens?) {
    self.session = session
  }

  func makeTokenStore(forBackend backend: String) -> any TokenStore {
    stores.withLock { stores in
      if let store = stores[backend] { return store }
      let store = InMemoryTokenStore(session)
      stores[backend] = store
      return store
    }
  }
}
