/// Makes the token store of one backend: each backend name gets its own record in secure storage,
/// so two backends' sessions never overwrite each other.
///
/// SharedPlatform's `PlatformModule` registers `SecureTokenStoreFactory` (Keychain on Apple, an
/// encrypted file on Linux); SharedTesting provides `InMemoryTokenStoreFactory`.
/// ``ContainerBuilder/registerBackend(_:)`` calls it once per backend.
public protocol TokenStoreFactory: Sendable {
  /// The store of the backend called `backend`; the same name always reaches the same tokens.
  func makeTokenStore(forBackend backend: String) -> any TokenStore
}
