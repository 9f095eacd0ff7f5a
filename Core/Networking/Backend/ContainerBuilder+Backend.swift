extension ContainerBuilder {
  /// Registers `backend`'s one ``BackendSession`` and its parts under the backend's name:
  ///
  /// | key | what |
  /// |---|---|
  /// | `BackendSession`, name | the session (singleton) |
  /// | `APIClient`, name | its client |
  /// | `TokenManager`, name | its token manager, for backends with a token refresher |
  ///
  /// The session is built from the container's shared services (see
  /// ``BackendSession/init(_:resolver:)``), so every feature gets the same logging, metrics and
  /// configured retry policy, and each backend its own token record and token manager. Registering
  /// a backend name twice is a duplicate that ``build()`` reports.
  ///
  /// ```swift
  /// public func register(in builder: inout ContainerBuilder) throws {
  ///   builder.registerBackend(Self.backend)
  ///   builder.register((any OfferRepository).self, lifetime: .singleton) { r in
  ///     RemoteOfferRepository(client: try r.resolve(APIClient.self, name: Self.backend.name))
  ///   }
  /// }
  /// ```
  public mutating func registerBackend(_ backend: BackendDescriptor) {
    let name = backend.name
    register(BackendSession.self, name: name, lifetime: .singleton) { resolver in
      try BackendSession(backend, resolver: resolver)
    }
    register(APIClient.self, name: name, lifetime: .singleton) { resolver in
      try resolver.resolve(BackendSession.self, name: name).client
    }
    guard backend.tokenRefresher != nil else { return }
    register(TokenManager.self, name: name, lifetime: .singleton) { resolver in
      let session = try resolver.resolve(BackendSession.self, name: name)
      guard let tokens = session.tokens else {
        throw AppError.local(.init(.composition, reason: "backend '\(name)' has no token manager"))
      }
      return tokens
    }
  }

  /// Registers a backend that several features share, once: the first feature that includes it
  /// registers it, and later calls for the same backend name add nothing. Products, parties and
  /// bills all live on the app's business API (``BackendDescriptor/business``), for instance, with
  /// one client, one token record and one token manager between them.
  public mutating func registerSharedBackend(_ backend: BackendDescriptor) {
    guard !contains(ServiceKey(BackendSession.self, name: backend.name)) else { return }
    registerBackend(backend)
  }
}
