import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting

extension Container {
  /// A container with ``DPPModule`` and in-memory host services, talking to `backend`: the
  /// configuration points at ``DPPFakeBackend/baseURL``, tokens, cache and outbox live in memory,
  /// and with `signedIn` the token store holds a valid session.
  ///
  /// Override anything else with ``Container/overriding(_:)``.
  public static func dppTesting(backend: DPPFakeBackend = DPPFakeBackend(), signedIn: Bool = true) throws
    -> Container
  {
    let tokens =
      signedIn
      ? AuthTokens(accessToken: "access-1", refreshToken: "refresh-1", expiresAt: Date().addingTimeInterval(3_600))
      : nil
    var builder = ContainerBuilder()
    builder.register(DPPConfiguration.self) { _ in
      DPPConfiguration(baseURL: DPPFakeBackend.baseURL, apiKey: DPPFakeBackend.apiKey)
    }
    builder.register((any Transport).self) { _ in backend.transport }
    builder.register((any TokenStore).self, lifetime: .singleton) { _ in InMemoryTokenStore(tokens) }
    builder.register((any CacheStore).self, lifetime: .singleton) { _ in InMemoryCacheStore() }
    builder.register((any OutboxStore).self, lifetime: .singleton) { _ in InMemoryOutboxStore() }
    builder.register((any CryptoProvider).self) { _ in SystemCrypto() }
    try builder.include(DPPModule())
    return try builder.build()
  }
}
