import SharedCore

/// The DPP feature plug-in: registers TraceWise data access, use cases, the SDK modules and the
/// view-model factories.
///
/// TraceWise is registered as the backend ``backend`` (`ContainerBuilder/registerBackend(_:)`):
/// its `BackendSession` (resolve it by ``clientName`` to sign in and out), client and token
/// manager share the host's logging, metrics, retry settings and token-refresh window, and its
/// tokens live in their own record. Pending lifecycle events are delivered by the host's
/// `OutboxDrainer` (registered as the `OutboxDrain` named ``eventsDrainName``).
///
/// Services that hold the signed-in user's state are `.scoped(.session)`: ``DPPRegisteredProducts``
/// is resolved from the session scope made at sign-in, and closing that scope at logout releases
/// it, so the next user starts empty:
///
/// ```swift
/// try await container.resolve(BackendSession.self, name: DPPModule.clientName).signIn(tokens)
/// let session = container.makeScope(.session)
/// let mine = try await session.resolve(DPPRegisteredProducts.self).loadMore()
/// // logout
/// try await container.resolve(BackendSession.self, name: DPPModule.clientName).signOut()
/// session.close()
/// ```
///
/// The host must register (SharedPlatform's `PlatformModule` registers all but the first):
/// - ``DPPConfiguration`` (base URL, resolver URL, API key) — or `CoreConfiguration` when the
///   module is created with ``init(apiKey:eventsPageSize:)``, which derives it;
/// - `CoreConfiguration`, `(any Transport).self`, `(any AppLogger).self`, `LatencyMetrics`,
///   `(any Sleeper).self` and `(any TokenStoreFactory).self`: what every backend session is built
///   from;
/// - `(any CacheStore).self`: the offline cache's storage (`SQLiteCacheStore`);
/// - `(any OutboxStore).self`: the durable outbox (`SQLiteOutbox`);
/// - `(any CryptoProvider).self`: SHA-256 for event idempotency keys (`SystemCrypto`).
///
/// ```swift
/// let container = try Container(modules: [PlatformModule(…), DPPModule(apiKey: key)])
/// let scan = try container.resolve(DPPScanViewModelFactory.self).make()
/// let id: DPPProductID = …  // the argument of DPPPassportViewModelFactory
/// let passport = try container.resolve(DPPPassportViewModelFactory.self, argument: id).make()
/// ```
public struct DPPModule: FeatureModule {
  /// The name of the TraceWise `BackendSession`, `APIClient` and `TokenManager` registrations.
  public static let clientName = "tracewise"

  /// The name of the `OutboxDrain` that delivers pending lifecycle events.
  public static let eventsDrainName = "dpp.events"

  /// TraceWise: its error envelope, `X-API-Key` from ``DPPConfiguration`` and rotating refresh
  /// tokens through `POST /v1/auth/refresh`.
  public static let backend = BackendDescriptor(name: clientName, errorMapper: JSONErrorEnvelopeMapper()) { r in
    try r.resolve(DPPConfiguration.self).baseURL
  } authSteps: { r in
    [APIKeyStep(key: try r.resolve(DPPConfiguration.self).apiKey)]
  } tokenRefresher: { authClient in
    TraceWiseClientFactory.makeTokenRefresher(authClient: authClient)
  }

  /// The GS1 resolver, a public backend of its own (no API key, no tokens): its client carries the
  /// host's logging, metrics and retry policy to every lookup and redirect.
  public static let resolverBackend = BackendDescriptor(
    name: "gs1-resolver", errorMapper: JSONErrorEnvelopeMapper()
  ) { r in
    try r.resolve(DPPConfiguration.self).resolverURL
  }

  /// The endpoint name in `CoreConfiguration.endpoints.additional` of a separate GS1 resolver.
  public static let resolverEndpointName = "gs1Resolver"

  private enum Settings: Sendable {
    case registeredByHost
    case explicit(DPPConfiguration)
    case derived(apiKey: String, eventsPageSize: Int)
  }

  private let settings: Settings

  /// Creates the module; the host registers ``DPPConfiguration``.
  public init() {
    settings = .registeredByHost
  }

  /// Creates the module with its configuration.
  public init(configuration: DPPConfiguration) {
    settings = .explicit(configuration)
  }

  /// Creates the module, deriving its configuration from the host's `CoreConfiguration`: the base
  /// URL from `endpoints.baseURL`, the resolver from `endpoints.additional["gs1Resolver"]` (else the
  /// base URL).
  public init(apiKey: String, eventsPageSize: Int = 20) {
    settings = .derived(apiKey: apiKey, eventsPageSize: eventsPageSize)
  }

  /// Registers the feature's services (nothing is created until resolved).
  public func register(in builder: inout ContainerBuilder) throws {
    registerConfiguration(in: &builder)
    registerData(in: &builder)
    registerUseCases(in: &builder)
    registerFacade(in: &builder)
    registerPresentation(in: &builder)
  }

  // MARK: - Configuration

  private func registerConfiguration(in builder: inout ContainerBuilder) {
    switch settings {
    case .registeredByHost: break
    case .explicit(let configuration):
      builder.register(DPPConfiguration.self, lifetime: .singleton) { _ in configuration }
    case .derived(let apiKey, let eventsPageSize):
      builder.register(DPPConfiguration.self, lifetime: .singleton) { r in
        let endpoints = try r.resolve(CoreConfiguration.self).endpoints
        return DPPConfiguration(
          baseURL: endpoints.baseURL, resolverURL: endpoints.additional[Self.resolverEndpointName], apiKey: apiKey,
          eventsPageSize: eventsPageSize)
      }
    }
  }

  // MARK: - Data

  private func registerData(in builder: inout ContainerBuilder) {
    let name = Self.clientName
    builder.registerBackend(Self.backend)
    builder.registerBackend(Self.resolverBackend)
    builder.register((any DPPProductRepository).self, lifetime: .singleton) { r in
      TraceWiseProductRepository(client: try r.resolve(APIClient.self, name: name))
    }
    builder.register((any DPPEventRepository).self, lifetime: .singleton) { r in
      TraceWiseEventRepository(client: try r.resolve(APIClient.self, name: name))
    }
    builder.register((any DPPPassportRepository).self, lifetime: .singleton) { r in
      TraceWisePassportRepository(client: try r.resolve(APIClient.self, name: name))
    }
    builder.register((any DigitalLinkResolving).self, lifetime: .singleton) { r in
      DigitalLinkResolverClient(client: try r.resolve(APIClient.self, name: Self.resolverBackend.name))
    }
    builder.register((any DPPPendingEventQueue).self, lifetime: .singleton) { r in
      let store = try r.resolve((any OutboxStore).self)
      let tokens = try r.resolve(TokenManager.self, name: name)
      return DPPOutboxEventQueue(
        store: store, events: try r.resolve((any DPPEventRepository).self), owner: { try await tokens.subject })
    }
    builder.register(OutboxDrain.self, name: Self.eventsDrainName, lifetime: .singleton) { r in
      let queue: any DPPPendingEventQueue = try r.resolve()
      return OutboxDrain { ignoringBackoff in try await queue.sync(ignoringBackoff: ignoringBackoff) }
    }
    builder.register(DPPRegisteredProducts.self, lifetime: .scoped(.session)) { r in
      let tokens = try r.resolve(TokenManager.self, name: name)
      return DPPRegisteredProducts(
        products: try r.resolve(), pageSize: try r.resolve(DPPConfiguration.self).eventsPageSize
      ) {
        try await tokens.subject
      }
    }
    builder.register(DPPScannedProductCache.self, lifetime: .singleton) { r in
      DPPScannedProductCache(
        store: try r.resolve((any CacheStore).self), products: try r.resolve(),
        policy: CachePolicy(settings: try r.resolve(CoreConfiguration.self).cache))
    }
  }

  // MARK: - Use cases

  private func registerUseCases(in builder: inout ContainerBuilder) {
    builder.register(ParseDigitalLink.self) { _ in ParseDigitalLink() }
    builder.register(ScanDigitalLink.self) { r in
      ScanDigitalLink(
        products: try r.resolve(), resolver: try r.resolve(), events: try r.resolve(),
        eventPageSize: try r.resolve(DPPConfiguration.self).eventsPageSize)
    }
    builder.register(RegisterDPPProduct.self) { r in RegisterDPPProduct(products: try r.resolve()) }
    builder.register(RecordLifecycleEvent.self) { r in
      RecordLifecycleEvent(events: try r.resolve(), queue: try r.resolve(), crypto: try r.resolve())
    }
    builder.register(ExportEPCISDocument.self) { r in ExportEPCISDocument(events: try r.resolve()) }
  }

  // MARK: - SDK facade pieces

  private func registerFacade(in builder: inout ContainerBuilder) {
    builder.register(TraceWiseSDK.ProductsModule.self, lifetime: .singleton) { r in
      TraceWiseSDK.ProductsModule(repository: try r.resolve())
    }
    builder.register(TraceWiseSDK.EventsModule.self, lifetime: .singleton) { r in
      TraceWiseSDK.EventsModule(repository: try r.resolve())
    }
    builder.register(TraceWiseSDK.CirpassModule.self, lifetime: .singleton) { r in
      TraceWiseSDK.CirpassModule(repository: try r.resolve())
    }
  }

  // MARK: - Presentation

  private func registerPresentation(in builder: inout ContainerBuilder) {
    builder.register(DPPProductDetailsLoader.self) { r in
      DPPProductDetailsLoader(
        cache: try r.resolve(), resolver: try r.resolve(), events: try r.resolve(),
        pageSize: try r.resolve(DPPConfiguration.self).eventsPageSize)
    }
    builder.register(DPPScanViewModelFactory.self) { r in DPPScanViewModelFactory(loader: try r.resolve()) }
    builder.register(
      DPPPassportViewModelFactory.self,
      verificationArgument: { DPPProductID(gtin: "09520123456788", serial: "SN-1001") }
    ) { (r: Resolver, id: DPPProductID) in
      DPPPassportViewModelFactory(
        id: id, loader: try r.resolve(), register: try r.resolve(), record: try r.resolve(), export: try r.resolve())
    }
  }
}

extension DPPModule: CustomReflectable {
  /// Shows where the configuration comes from, never the API key it may carry.
  public var customMirror: Mirror {
    let source: String
    switch settings {
    case .registeredByHost: source = "registered by the host"
    case .explicit(let configuration): source = configuration.description
    case .derived(_, let eventsPageSize): source = "derived (apiKey: <redacted>, eventsPageSize: \(eventsPageSize))"
    }
    return Mirror(self, children: ["configuration": source], displayStyle: .struct)
  }
}
