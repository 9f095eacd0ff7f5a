import SharedCore

/// Adds `Authorization: Bearer <token>` from an app-supplied provider (the TraceWise SDK's Firebase ID
/// token) to requests that ask for ``AuthKind/bearer``. The provider owns refreshing.
struct TokenProviderStep: RequestStep {
  let provider: @Sendable () async throws -> String

  /// Asks the provider for a token and sets the header; a provider failure is ``AppError/unauthorized``.
  func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    guard request.auth.contains(.bearer) else { return try await next(request) }
    let token: String
    do {
      token = try await provider()
    } catch {
      throw AppError.unauthorized
    }
    var request = request
    request.http.headers["Authorization"] = "Bearer " + token
    return try await next(request)
  }
}
