/// A ``TokenRefresher`` made from a closure.
public struct ClosureTokenRefresher: TokenRefresher {
  private let body: @Sendable (AuthTokens) async throws -> AuthTokens

  /// Wraps `body`.
  public init(_ body: @escaping @Sendable (AuthTokens) async throws -> AuthTokens) {
    self.body = body
  }

  /// Calls the closure.
  public func refresh(_ tokens: AuthTokens) async throws -> AuthTokens {
    try await body(tokens)
  }
}
