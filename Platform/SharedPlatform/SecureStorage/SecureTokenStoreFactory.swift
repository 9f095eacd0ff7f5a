import SharedCore

/// Makes one ``SecureTokenStore`` per backend over a shared `SecureStorage`: each backend's
/// tokens and data key live under keys of their own (`sharedcore.tokens.<backend>.…`).
public struct SecureTokenStoreFactory: TokenStoreFactory {
  private let storage: any SecureStorage
  private let crypto: any CryptoProvider

  /// Creates the factory over `storage`, sealing token fields with `crypto`.
  public init(storage: any SecureStorage, crypto: any CryptoProvider) {
    self.storage = storage
    self.crypto = crypto
  }

  /// A store whose namespace is `backend`.
  public func makeTokenStore(forBackend backend: String) -> any TokenStore {
    SecureTokenStore(storage: storage, crypto: crypto, namespace: backend)
  }
}
