/// One link of an ``APIClient``'s middleware chain.
///
/// A step may change the request, call `next` zero or more times (retries, a replay after a token
/// refresh), inspect or replace the response, and throw. Non-2xx responses flow back as values;
/// the client maps them to ``AppError`` after the last step. Steps run in the order configured:
/// the first one is outermost.
public protocol RequestStep: Sendable {
  /// Handles `request`, usually by calling `next` with it (possibly modified).
  func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse
}

/// Composes steps in front of a transport.
enum RequestChain {
  /// Returns the entry point of `steps` followed by `transport`.
  static func make(steps: [any RequestStep], transport: any Transport) -> RequestStepNext {
    var next = RequestStepNext { request in try await transport.send(request.http) }
    for step in steps.reversed() {
      let rest = next
      next = RequestStepNext { request in try await step.handle(request, next: rest) }
    }
    return next
  }
}
