import Foundation

/// Adds `Authorization: Basic base64(user:password)` (RFC 7617) to requests that ask for
/// ``AuthKind/basic`` (partner endpoints that use HTTP Basic).
public struct BasicAuthStep: RequestStep {
  private let headerValue: String

  /// Creates the step; the credentials are UTF-8 encoded as RFC 7617 §2.1 recommends.
  public init(username: String, password: String) {
    headerValue = "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
  }

  /// Sets the header when the request asks for it.
  public func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    guard request.auth.contains(.basic) else { return try await next(request) }
    var request = request
    request.http.headers["Authorization"] = headerValue
    return try await next(request)
  }
}

extension BasicAuthStep: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Redacted: the credentials never appear in descriptions or logs.
  public var description: String { "BasicAuthStep(credentials: <redacted>)" }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no credentials either.
  public var customMirror: Mirror { Mirror(self, children: ["credentials": "<redacted>"], displayStyle: .struct) }
}
