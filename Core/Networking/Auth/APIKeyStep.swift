/// Adds an API key header to requests that ask for ``AuthKind/apiKey`` (TraceWise's `X-API-Key`).
public struct APIKeyStep: RequestStep {
  private let headerName: String
  private let key: String

  /// Creates the step.
  /// - Parameters:
  ///   - headerName: The header carrying the key; `X-API-Key` by default.
  ///   - key: The key (never logged).
  public init(headerName: String = "X-API-Key", key: String) {
    self.headerName = headerName
    self.key = key
  }

  /// Sets the header when the request asks for it.
  public func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    guard request.auth.contains(.apiKey) else { return try await next(request) }
    var request = request
    request.http.headers[headerName] = key
    return try await next(request)
  }
}

extension APIKeyStep: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Redacted: the credentials never appear in descriptions or logs.
  public var description: String { "APIKeyStep(headerName: \(headerName), key: <redacted>)" }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no credentials either.
  public var customMirror: Mirror {
    Mirror(self, children: ["headerName": headerName, "key": "<redacted>"], displayStyle: .struct)
  }
}
