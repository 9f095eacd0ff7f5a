import SharedCore

/// Gives every attempt without its own timeout the SDK's `timeoutInterval`, whatever the transport.
struct AttemptTimeoutStep: RequestStep {
  let timeout: Duration

  /// Sets ``HTTPRequest/timeout`` when the endpoint did not.
  func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    var request = request
    if request.http.timeout == nil { request.http.timeout = timeout }
    return try await next(request)
  }
}
