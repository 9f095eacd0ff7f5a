import Foundation

/// One backend's client and token session: exactly one ``APIClient`` and, when the backend
/// issues bearer tokens, exactly one ``TokenManager`` over the backend's own token store.
///
/// Created by ``ContainerBuilder/registerBackend(_:)`` from the container's shared services and
/// resolved by backend name:
///
/// ```swift
/// let loyalty = try container.resolve(BackendSession.self, name: "loyalty")
/// try await loyalty.signIn(tokensFromLogin)
/// let offers = try await loyalty.client.send(LoyaltyEndpoints.offers())
/// try await loyalty.signOut()        // other backends stay signed in
/// ```
///
/// The client's chain, outermost first: ``LoggingStep`` (when `logging.logsNetworkTraffic` is
/// set; paths masked) → ``MetricsStep`` → ``RetryStep`` (`network.retry`) → the backend's auth
/// steps → ``BearerTokenStep``. The token manager refreshes within `security.tokenRefreshWindow`
/// of expiry through a client with the same logging, metrics and auth steps but no retry and no
/// bearer step.
public final class BackendSession: Sendable {
  /// The backend's name, as registered.
  public let name: String
  /// The client every repository of this backend sends through.
  public let client: APIClient
  /// The backend's token manager; `nil` when the backend issues no bearer tokens.
  public let tokens: TokenManager?

  /// Creates a session from its parts (``ContainerBuilder/registerBackend(_:)`` does this).
  public init(name: String, client: APIClient, tokens: TokenManager?) {
    self.name = name
    self.client = client
    self.tokens = tokens
  }

  /// Builds `backend`'s session from the container's `CoreConfiguration`, `Transport`,
  /// `AppLogger`, `LatencyMetrics`, `Sleeper` and `TokenStoreFactory`.
  public convenience init(_ backend: BackendDescriptor, resolver: Resolver) throws {
    let configuration: CoreConfiguration = try resolver.resolve()
    let transport: any Transport = try resolver.resolve()
    var observation: [any RequestStep] = []
    if configuration.logging.logsNetworkTraffic {
      observation.append(
        LoggingStep(logger: try resolver.resolve((any AppLogger).self), settings: configuration.logging))
    }
    observation.append(MetricsStep(metrics: try resolver.resolve(LatencyMetrics.self)))
    let baseURL = try backend.baseURL(resolver)
    let authSteps = try backend.authSteps(resolver)

    var tokens: TokenManager?
    if let makeRefresher = backend.tokenRefresher {
      let authClient = APIClient(
        configuration: APIClientConfiguration(
          baseURL: baseURL, steps: observation + authSteps, errorMapper: backend.errorMapper),
        transport: transport)
      let store = try resolver.resolve((any TokenStoreFactory).self).makeTokenStore(forBackend: backend.name)
      tokens = TokenManager(
        store: store, refresher: makeRefresher(authClient),
        configuration: backend.tokenManager ?? TokenManager.Configuration(settings: configuration.security))
    }

    let retry = RetryStep(
      policy: RetryPolicy(settings: configuration.network.retry), sleeper: try resolver.resolve((any Sleeper).self))
    var steps = observation + [retry] + authSteps
    if let tokens { steps.append(BearerTokenStep(tokens: tokens)) }
    let client = APIClient(
      configuration: APIClientConfiguration(baseURL: baseURL, steps: steps, errorMapper: backend.errorMapper),
      transport: transport)
    self.init(name: backend.name, client: client, tokens: tokens)
  }

  /// Whether this backend holds a user's tokens.
  public var isSignedIn: Bool {
    get async throws { try await tokens?.isSignedIn ?? false }
  }

  /// Stores the tokens a login returned, replacing any previous session of this backend only.
  /// - Throws: ``AppError/local(_:)`` (composition) for a backend without tokens; the store's
  ///   failure otherwise.
  public func signIn(_ tokens: AuthTokens) async throws {
    guard let manager = self.tokens else {
      throw AppError.local(.init(.composition, reason: "backend '\(name)' has no token refresher"))
    }
    try await manager.signIn(tokens)
  }

  /// Signs this backend out (clears its tokens); other backends stay signed in. Close the
  /// container's ``ScopeName/session`` scope as well when the user, not just one backend, signs out.
  public func signOut() async throws {
    try await tokens?.signOut()
  }
}
