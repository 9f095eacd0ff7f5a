import Foundation
import SharedCore

/// Adds `Authorization: Bearer <token>` from an app-supplied provider (the TraceWise SDK's Firebase ID
/// token) to requests that ask for ``AuthKind/bearer``. The provider owns refreshing.
struct TokenProviderStep: RequestStep {
  let provider: @Sendable () async throws -> String

  /// Asks the provider for a token and sets the header; see ``failure(_:)`` for what a provider
  /// failure becomes.
  func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    guard request.auth.contains(.bearer) else { return try await next(request) }
    let token: String
    do {
      token = try await provider()
    } catch {
      throw Self.failure(error)
    }
    var request = request
    request.http.headers["Authorization"] = "Bearer " + token
    return try await next(request)
  }

  /// A provider failure as the request's error: an outage or a cancellation the provider reports (a
  /// `URLError`, an ``AppError``, a `CancellationError`) stays what it is, so the call is retried or
  /// queued rather than taken for a lost session; any other failure means no token can be had, which
  /// is ``AppError/unauthorized``.
  static func failure(_ error: any Error) -> AppError {
    switch error {
    case is URLError, is AppError, is CancellationError, is any AppErrorConvertible: AppError(error)
    default: .unauthorized
    }
  }
}
