import Foundation
import SharedCore

/// The loyalty feature plug-in: the Warply backend with its own token store and token manager,
/// the signed-in user (``LoyaltyAccount``), the API sender, the state store, exactly-once
/// redemption and the ``WarplySDK`` façade.
///
/// The backend is registered with `ContainerBuilder.registerBackend(_:)` under ``clientName``:
/// requests carry the loyalty signature and device headers; bearer tokens are refreshed by
/// ``LoyaltyTokenRefresher`` (retry delays from ``WarplyTokenConfig/retryDelays``) behind a
/// token manager with the configuration's refresh window and circuit breaker.
///
/// The host registers (SharedPlatform's `PlatformModule` does): `CoreConfiguration`,
/// `(any Transport).self`, `(any AppLogger).self`, `LatencyMetrics`, `(any Sleeper).self`,
/// `(any TokenStoreFactory).self`, `(any CryptoProvider).self`, `(any PreferencesStore).self`,
/// `EventBus`, `(any ConnectivityMonitor).self`, `(any PrunableOutboxStore).self` (where analytics
/// and device events wait offline), `(any FeatureDatabaseProvider).self` (where pending
/// redemptions and the signed-in user are kept, in the tables of ``databaseSchema``) and
/// `(any DatabaseDiagnostics).self`.
///
/// Waiting events are delivered by the host's `OutboxDrainer` through the `OutboxDrain` named
/// ``LoyaltyEventQueue/drainName``; start it (`await drainer.start()`) so they go out when
/// connectivity returns.
///
/// ```swift
/// let container = try Container(modules: [
///   PlatformModule(…),
///   LoyaltyModule(configuration: LoyaltyConfiguration(appUUID: uuid, merchantID: "20113"), device: device),
/// ])
/// let loyalty = try container.resolve(WarplySDK.self)
/// ```
public struct LoyaltyModule: FeatureModule {
  /// The name of the loyalty `BackendSession`, `APIClient` and `TokenManager` registrations.
  public static let clientName = "loyalty"

  /// The configuration.
  public let configuration: LoyaltyConfiguration
  /// The device the headers describe.
  public let device: LoyaltyDevice

  /// Creates the module.
  public init(configuration: LoyaltyConfiguration, device: LoyaltyDevice) {
    self.configuration = configuration
    self.device = device
  }

  /// The backend: signature and device headers, partner Basic credentials, rotating refresh
  /// through `POST /oauth/{appUUID}/token`. Durations are held to the ranges ``WarplyTokenConfig``
  /// validates, so an unvalidated configuration cannot crash it (``register(in:)`` validates first).
  public func backend() -> BackendDescriptor {
    let configuration = configuration
    let device = device
    let tokens = configuration.sdk.tokenConfig
    return BackendDescriptor(
      name: Self.clientName, errorMapper: JSONErrorEnvelopeMapper(), baseURL: { _ in configuration.baseURL },
      authSteps: { r in
        var steps: [any RequestStep] = [
          LoyaltySignatureStep(
            webID: configuration.merchantID, apiKey: configuration.apiKey,
            crypto: try r.resolve((any CryptoProvider).self)),
          LoyaltyDeviceHeadersStep(device: device),
        ]
        if let partner = configuration.partnerCredentials {
          steps.append(BasicAuthStep(username: partner.username, password: partner.password))
        }
        return steps
      },
      tokenRefresher: { authClient in LoyaltyTokenRefresher(client: authClient, configuration: configuration) },
      tokenManager: TokenManager.Configuration(
        refreshWindow: tokens.heldRefreshWindow,
        breaker: CircuitBreaker(
          failureThreshold: tokens.heldCircuitBreakerThreshold, coolDown: tokens.heldCircuitBreakerResetTime)))
  }

  /// Registers the feature's services (nothing is created until resolved).
  /// - Throws: ``WarplyConfigurationError`` when the configuration does not validate.
  public func register(in builder: inout ContainerBuilder) throws {
    try configuration.validate()
    let configuration = configuration
    let device = device
    builder.register(LoyaltyConfiguration.self, lifetime: .singleton) { _ in configuration }
    builder.registerBackend(backend())
    builder.register(LoyaltyRequestLimiter.self, lifetime: .singleton) { _ in
      LoyaltyRequestLimiter(
        capacity: configuration.sdk.networkConfig.requestBurst,
        refillPerSecond: configuration.sdk.networkConfig.requestsPerSecond)
    }
    builder.register(LoyaltyEventQueue.self, lifetime: .singleton) { r in
      // The queue's own sender records no analytics, so sending one records none.
      let sender = LoyaltyAPI(
        client: try r.resolve(APIClient.self, name: Self.clientName), configuration: configuration,
        limiter: try r.resolve(LoyaltyRequestLimiter.self))
      return LoyaltyEventQueue(
        api: sender, store: try r.resolve((any PrunableOutboxStore).self),
        preferences: try r.resolve((any PreferencesStore).self),
        maxQueuedAnalyticsEvents: configuration.sdk.databaseConfig.maxQueuedAnalyticsEvents,
        bus: try r.resolve(EventBus.self))
    }
    builder.register(OutboxDrain.self, name: LoyaltyEventQueue.drainName, lifetime: .singleton) { r in
      let queue = try r.resolve(LoyaltyEventQueue.self)
      return OutboxDrain { ignoringBackoff in try await queue.drain(ignoringBackoff: ignoringBackoff) }
    }
    builder.register(LoyaltyAPI.self, lifetime: .singleton) { r in
      LoyaltyAPI(
        client: try r.resolve(APIClient.self, name: Self.clientName), configuration: configuration,
        bus: try r.resolve(EventBus.self), limiter: try r.resolve(LoyaltyRequestLimiter.self),
        events: try r.resolve(LoyaltyEventQueue.self))
    }
    builder.register(LoyaltyStateStore.self, lifetime: .singleton) { r in LoyaltyStateStore(bus: try r.resolve()) }
    builder.register((any FeatureDatabase).self, name: Self.clientName, lifetime: .singleton) { r in
      try r.resolve((any FeatureDatabaseProvider).self).database(for: Self.databaseSchema)
    }
    builder.register(LoyaltyAccount.self, lifetime: .singleton) { r in
      LoyaltyAccount(
        session: try r.resolve(BackendSession.self, name: Self.clientName),
        database: try r.resolve((any FeatureDatabase).self, name: Self.clientName))
    }
    builder.register(LoyaltyRedemptionCoordinator.self, lifetime: .singleton) { r in
      LoyaltyRedemptionCoordinator(
        api: try r.resolve(), database: try r.resolve((any FeatureDatabase).self, name: Self.clientName),
        account: try r.resolve(), legacyJournal: try r.resolve((any PreferencesStore).self))
    }
    builder.register(LoyaltyDeviceInfoReporter.self, lifetime: .singleton) { r in
      LoyaltyDeviceInfoReporter(
        events: try r.resolve(), device: device, preferences: try r.resolve((any PreferencesStore).self))
    }
    builder.register(LoyaltyPushRouter.self, lifetime: .singleton) { r in
      LoyaltyPushRouter(baseURL: configuration.baseURL, bus: try r.resolve(EventBus.self))
    }
    builder.register(WarplySDK.self, lifetime: .singleton) { r in
      WarplySDK(
        configuration: configuration, api: try r.resolve(),
        session: try r.resolve(BackendSession.self, name: Self.clientName), account: try r.resolve(),
        state: try r.resolve(),
        redemptions: try r.resolve(), push: try r.resolve(), device: device, deviceInfo: try r.resolve(),
        bus: try r.resolve(EventBus.self), connectivity: try r.resolve((any ConnectivityMonitor).self),
        events: try r.resolve(), diagnostics: try r.resolve((any DatabaseDiagnostics).self))
    }
  }
}
