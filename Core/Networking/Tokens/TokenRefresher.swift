/// Exchanges a backend's refresh token for a new token pair; each backend supplies one that calls
/// its own refresh endpoint (usually through an ``APIClient`` without a bearer step).
///
/// Throw ``AppError``: `.unauthorized`, `.forbidden`, `.validation` or `.server` with status 400
/// mean the grant was rejected (the ``TokenManager`` clears the tokens and signs out); anything else
/// is transient and counts toward the refresh circuit breaker.
public protocol TokenRefresher: Sendable {
  /// Returns a new pair for `tokens` (rotation: the returned refresh token replaces the old one).
  func refresh(_ tokens: AuthTokens) async throws -> AuthTokens
}
