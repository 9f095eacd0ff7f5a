/// Persists one backend's tokens.
///
/// Implementations: `SecureTokenStore` (Keychain on Apple, an encrypted file on Linux) in
/// SharedPlatform, and `InMemoryTokenStore` in SharedTesting. `save` must be atomic: after it
/// returns, a crash leaves either the old pair or the new one, never a mix.
public protocol TokenStore: Sendable {
  /// The stored tokens, or `nil` when signed out.
  func load() async throws -> AuthTokens?
  /// Replaces the stored tokens atomically.
  func save(_ tokens: AuthTokens) async throws
  /// Removes the stored tokens (logout, or a rejected refresh).
  func clear() async throws
}
