import Foundation

/// One backend a feature talks to: its name, where it is, how it reports errors, how requests are
/// signed and, when it issues bearer tokens, how they are refreshed.
///
/// Register it with ``ContainerBuilder/registerBackend(_:)``, which builds the backend's one
/// ``BackendSession`` from the container's shared services.
///
/// ```swift
/// let loyalty = BackendDescriptor(name: "loyalty", errorMapper: LoyaltyErrorMapper()) { r in
///   try r.resolve(LoyaltyConfiguration.self).baseURL
/// } authSteps: { r in
///   [LoyaltySignatureStep(secret: try r.resolve(LoyaltyConfiguration.self).secret)]
/// } tokenRefresher: { authClient in
///   EndpointTokenRefresher(client: authClient) { tokens in LoyaltyEndpoints.refresh(tokens) } tokens: { response, at in
///     response.authTokens(receivedAt: at)
///   }
/// }
/// ```
public struct BackendDescriptor: Sendable {
  /// Builds the refresher from a client for this backend that has no bearer step (so a refresh
  /// never waits for itself) and never retries (a rotation must not be replayed blindly).
  public typealias MakeTokenRefresher = @Sendable (_ authClient: APIClient) -> any TokenRefresher

  /// Names the backend's registrations and its token record; unique per container.
  public var name: String
  /// Maps the backend's error envelope to ``AppError``.
  public var errorMapper: any ErrorMapper
  /// The API root, read from the container when the session is first resolved.
  public var baseURL: @Sendable (Resolver) throws -> URL
  /// Signing steps inside the retry step (an API key, a request signature), so every attempt is
  /// signed afresh.
  public var authSteps: @Sendable (Resolver) throws -> [any RequestStep]
  /// How bearer tokens are refreshed; `nil` for a backend without user tokens.
  public var tokenRefresher: MakeTokenRefresher?
  /// The token manager's refresh window and circuit breaker when the backend prescribes its own;
  /// `nil` uses the host's `CoreConfiguration.security` and the default breaker.
  public var tokenManager: TokenManager.Configuration?

  /// Creates a descriptor.
  /// - Parameters:
  ///   - name: Unique per container (`"tracewise"`, `"loyalty"`).
  ///   - errorMapper: Maps the backend's error envelope.
  ///   - baseURL: Reads the API root from the container.
  ///   - authSteps: Reads the request-signing steps from the container; none by default.
  ///   - tokenRefresher: Makes the refresher of a backend that issues bearer tokens.
  ///   - tokenManager: The backend's own refresh window and breaker; `nil` uses the host's.
  public init(
    name: String,
    errorMapper: any ErrorMapper,
    baseURL: @escaping @Sendable (Resolver) throws -> URL,
    authSteps: @escaping @Sendable (Resolver) throws -> [any RequestStep] = { _ in [] },
    tokenRefresher: MakeTokenRefresher? = nil,
    tokenManager: TokenManager.Configuration? = nil
  ) {
    self.name = name
    self.errorMapper = errorMapper
    self.baseURL = baseURL
    self.authSteps = authSteps
    self.tokenRefresher = tokenRefresher
    self.tokenManager = tokenManager
  }
}
