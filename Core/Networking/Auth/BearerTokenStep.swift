/// Adds `Authorization: Bearer <access token>` to requests that ask for ``AuthKind/bearer``,
/// refreshing proactively before expiry and once after a 401.
///
/// On a 401 it asks the ``TokenManager`` for a token newer than the one it sent (which refreshes
/// only if nobody else already did) and replays the request once with it. A second 401 is
/// returned as is and becomes ``AppError/unauthorized``.
public struct BearerTokenStep: RequestStep {
  private let tokens: TokenManager

  /// Creates the step over the manager of one token store (share the manager between clients
  /// that share the store).
  public init(tokens: TokenManager) {
    self.tokens = tokens
  }

  /// Authorizes, sends, and on 401 refreshes and replays once.
  public func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    guard request.auth.contains(.bearer) else { return try await next(request) }
    var request = request
    let token = try await tokens.validAccessToken()
    request.http.headers["Authorization"] = "Bearer " + token
    let response = try await next(request)
    guard response.status == 401 else { return response }
    let replacement = try await tokens.accessToken(replacing: token)
    request.http.headers["Authorization"] = "Bearer " + replacement
    return try await next(request)
  }
}
