import Foundation
import SharedCore

/// The wallet feature plug-in: the offline wallet backend with its own token store and token
/// manager, the API, the vault, the offline sync, the performance monitor and the screens' view
/// models (``WalletViewModelFactory``).
///
/// The backend is registered with `ContainerBuilder.registerBackend(_:)` under ``clientName``: its
/// own token record, one `TokenManager` refreshing through `POST auth/refresh` (rotating refresh
/// tokens, single flight), and one `APIClient` with the container's retry, logging and metrics and
/// ``WalletErrorMapper``. Other backends' tokens are never used.
///
/// The host registers (SharedPlatform's `PlatformModule` does): `CoreConfiguration`,
/// `(any Transport).self`, `(any AppLogger).self`, `LatencyMetrics`, `(any Sleeper).self`,
/// `(any TokenStoreFactory).self`, `(any CryptoProvider).self` and
/// `(any FeatureDatabaseProvider).self` (where the vault keeps its tokens and operations). When an
/// `EventBus` is registered too, the sync service and the screens post ``WalletEvent``s on it; when
/// `(any WalletTimeSource).self` is, the vault reads the time there instead of from
/// ``WalletSystemTimeSource``.
///
/// ```swift
/// let container = try Container(modules: [PlatformModule(…), WalletModule(configuration: configuration)])
/// try await container.resolve(TokenManager.self, name: WalletModule.clientName).signIn(tokens)
/// let balance = try await container.resolve(WalletAPI.self).balance(walletId: configuration.walletId)
/// ```
public struct WalletModule: FeatureModule {
  /// The name of the wallet `BackendSession`, `APIClient` and `TokenManager` registrations.
  public static let clientName = "wallet"

  /// The configuration.
  public let configuration: WalletConfiguration

  /// Creates the module.
  public init(configuration: WalletConfiguration) {
    self.configuration = configuration
  }

  /// The backend: bearer tokens of its own, refreshed through `POST auth/refresh`.
  public func backend() -> BackendDescriptor {
    let baseURL = configuration.baseURL
    return BackendDescriptor(
      name: Self.clientName, errorMapper: WalletErrorMapper(), baseURL: { _ in baseURL },
      tokenRefresher: { authClient in
        EndpointTokenRefresher(client: authClient) { tokens in
          WalletEndpoints.refresh(refreshToken: tokens.refreshToken ?? "")
        } tokens: { response, receivedAt in
          response.authTokens(receivedAt: receivedAt)
        }
      },
      tokenManager: TokenManager.Configuration(refreshWindow: .seconds(60)))
  }

  /// Registers the feature's services (nothing is created until resolved).
  /// - Throws: `ConfigurationError` with every problem ``WalletConfiguration/validate()`` finds.
  public func register(in builder: inout ContainerBuilder) throws {
    let configuration = configuration
    let issues = configuration.validate()
    guard issues.isEmpty else { throw ConfigurationError(issues: issues) }
    builder.register(WalletConfiguration.self, lifetime: .singleton) { _ in configuration }
    builder.registerBackend(backend())
    builder.register(WalletAPI.self, lifetime: .singleton) { r in
      WalletAPI(
        client: try r.resolve(APIClient.self, name: Self.clientName), currency: configuration.currency,
        tokens: try r.resolve(TokenManager.self, name: Self.clientName))
    }
    builder.register(WalletTokenVerifier.self, lifetime: .singleton) { r in
      try WalletTokenVerifier(
        walletId: configuration.walletId, trustAnchor: configuration.trustAnchor,
        crypto: try r.resolve((any CryptoProvider).self))
    }
    builder.register(WalletVault.self, lifetime: .singleton) { r in
      WalletVault(
        database: try r.resolve((any FeatureDatabaseProvider).self).database(for: WalletVault.schema),
        verifier: try r.resolve(WalletTokenVerifier.self), currency: configuration.currency,
        timeSource: try r.resolveIfRegistered((any WalletTimeSource).self) ?? WalletSystemTimeSource(),
        keyDatabaseMaxAge: configuration.keyDatabaseMaxAge)
    }
    builder.register(WalletSyncService.self, lifetime: .singleton) { r in
      WalletSyncService(
        api: try r.resolve(), vault: try r.resolve(), batchSize: configuration.syncBatchSize,
        bus: try r.resolveIfRegistered(EventBus.self))
    }
    builder.register(WalletPerformanceMonitor.self, lifetime: .singleton) { r in
      WalletPerformanceMonitor(metrics: try r.resolve(LatencyMetrics.self))
    }
    builder.register(WalletViewModelFactory.self) { r in
      WalletViewModelFactory(
        api: try r.resolve(), vault: try r.resolve(), sync: try r.resolve(), walletId: configuration.walletId,
        bus: try r.resolveIfRegistered(EventBus.self))
    }
  }
}
