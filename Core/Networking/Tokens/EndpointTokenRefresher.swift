import Foundation

/// A ``TokenRefresher`` that calls a refresh ``Endpoint`` through an ``APIClient`` (one without a
/// bearer step, or the refresh would wait for itself) and turns the response into ``AuthTokens``.
///
/// ```swift
/// let refresher = EndpointTokenRefresher(client: authClient) { tokens in
///   Endpoint<TokenResponse>(.post, literalPath: "/v1/auth/refresh")
///     .jsonBody(["refreshToken": tokens.refreshToken ?? ""])
/// } tokens: { response, receivedAt in
///   AuthTokens(accessToken: response.accessToken, refreshToken: response.refreshToken,
///              expiresAt: receivedAt.addingTimeInterval(TimeInterval(response.expiresIn)))
/// }
/// ```
/// Computing the expiry from `expiresIn` at receipt time tolerates a wrong device clock.
public struct EndpointTokenRefresher<Response: Decodable & Sendable>: TokenRefresher {
  private let client: APIClient
  private let endpoint: @Sendable (AuthTokens) throws -> Endpoint<Response>
  private let tokens: @Sendable (Response, Date) throws -> AuthTokens
  private let now: @Sendable () -> Date

  /// Creates the refresher.
  /// - Parameters:
  ///   - client: Sends the refresh request.
  ///   - endpoint: Builds the refresh request from the current tokens.
  ///   - tokens: Builds the new pair from the response and the time it was received.
  ///   - now: The wall clock (injectable for tests).
  public init(
    client: APIClient,
    now: @escaping @Sendable () -> Date = Date.init,
    endpoint: @escaping @Sendable (AuthTokens) throws -> Endpoint<Response>,
    tokens: @escaping @Sendable (Response, Date) throws -> AuthTokens
  ) {
    self.client = client
    self.now = now
    self.endpoint = endpoint
    self.tokens = tokens
  }

  /// Calls the endpoint; a missing refresh token is a rejected grant (``AppError/unauthorized``).
  public func refresh(_ current: AuthTokens) async throws -> AuthTokens {
    guard current.refreshToken != nil else { throw AppError.unauthorized }
    let response = try await client.send(try endpoint(current))
    return try tokens(response, now())
  }
}
