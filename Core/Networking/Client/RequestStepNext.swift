/// The rest of the chain after a step.
public struct RequestStepNext: Sendable {
  private let body: @Sendable (APIRequest) async throws -> HTTPResponse

  /// Wraps the rest of the chain.
  public init(_ body: @escaping @Sendable (APIRequest) async throws -> HTTPResponse) {
    self.body = body
  }

  /// Sends `request` through the rest of the chain.
  public func callAsFunction(_ request: APIRequest) async throws -> HTTPResponse {
    try await body(request)
  }
}
