import SharedCore

/// A `TokenStoreFactory` handing out one ``InMemoryTokenStore`` per backend name, which tests
/// can inspect with ``store(forBackend:)``.
public final class InMemoryTokenStoreFactory: TokenStoreFactory {
  private let stores = LockedValue<[String: InMemoryTokenStore]>([:])

  /// Creates a factory with no stores yet.
  public init() {}

  /// The backend's store, created empty on first use.
  public func makeTokenStore(forBackend backend: String) -> any TokenStore {
    store(forBackend: backend)
  }

  /// The backend's store, created empty on first use.
  public func store(forBackend backend: String) -> InMemoryTokenStore {
    stores.withLock { stores in
      if let store = stores[backend] { return store }
      let store = InMemoryTokenStore()
      stores[backend] = store
      return store
    }
  }
}
