extension BackendDescriptor {
  /// The app's own business API, shared by the features whose records live there (products,
  /// parties, bills): the configured base URL (`CoreConfiguration.endpoints.baseURL`), the JSON
  /// error envelope and the app's bearer tokens, refreshed through `POST /v1/auth/refresh`
  /// (``BusinessAuthEndpoints``). Features register it with
  /// `ContainerBuilder.registerSharedBackend(_:)`, so composing several of them keeps one client
  /// and one token session.
  public static let business: BackendDescriptor = {
    var backend = BackendDescriptor(name: "business", errorMapper: JSONErrorEnvelopeMapper()) { resolver in
      try resolver.resolve(CoreConfiguration.self).endpoints.baseURL
    }
    backend.tokenRefresher = { authClient in
      EndpointTokenRefresher(client: authClient) { tokens in
        BusinessAuthEndpoints.refresh(refreshToken: tokens.refreshToken ?? "")
      } tokens: { response, receivedAt in
        response.authTokens(receivedAt: receivedAt)
      }
    }
    return backend
  }()
}
