/// Sends one HTTP request and returns the response, whatever its status.
///
/// Implementations: `URLSessionTransport` (SharedPlatform) and `StubTransport` (SharedTesting).
/// A transport throws only when no response arrived (connection refused or dropped, timeout,
/// cancellation); it must honour task cancellation by cancelling the underlying request.
public protocol Transport: Sendable {
  /// Sends `request` once.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
