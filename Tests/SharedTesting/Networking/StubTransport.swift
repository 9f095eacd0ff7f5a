import Foundation
import SharedCore

/// A `Transport` for feature tests: a route table of scripted replies, and a record of every
/// request sent.
///
/// ```swift
/// let transport = StubTransport()
/// await transport.on(.get, "/v1/products", reply: .json(#"{"gtin":"09520123456788","name":"Shoe"}"#))
/// await transport.on(.post, "/v1/events", replies: [.status(503, retryAfter: "1"), .status(201)])
/// let client = APIClient(configuration: config, transport: transport)
/// // … exercise the feature …
/// #expect(await transport.requests(.post, "/v1/events").count == 2)
/// #expect(await transport.unmatchedRequests.isEmpty)
/// ```
/// Patterns match the URL path segment by segment (the query is ignored): `*` or `{name}` matches
/// one segment, `**` the rest. Routes are tried newest first. A route with several replies plays
/// them in order and then repeats the last. A request no route matches is a test mistake, never a
/// server answer: `send` throws ``UnmatchedRequest`` naming its method and path (an `APIClient`
/// reports it as `AppError.network(.other("UnmatchedRequest"))`, not retried), and it is listed in
/// ``unmatchedRequests``.
public actor StubTransport: Transport {
  /// How a route answers one request.
  public typealias Handler = @Sendable (_ request: HTTPRequest, _ call: Int) async throws -> StubReply

  private struct Route {
    var method: HTTPMethod?
    var pattern: [Substring]
    var handler: Handler
    var calls = 0
  }

  /// A request that no route matches.
  public struct UnmatchedRequest: Error, Sendable, CustomStringConvertible {
    /// The request's method.
    public let method: HTTPMethod
    /// The request's URL path.
    public let path: String

    /// `No StubTransport route for GET /v1/products`.
    public var description: String { "No StubTransport route for \(method) \(path)" }
  }

  private var routes: [Route] = []
  private var recorded: [HTTPRequest] = []
  private var unmatched: [UnmatchedRequest] = []

  /// Creates a transport with no routes.
  public init() {}

  /// Answers requests matching `method` (any when `nil`) and `pattern` with `replies` in order,
  /// repeating the last one.
  public func on(_ method: HTTPMethod?, _ pattern: String, replies: [StubReply]) {
    let replies = replies.isEmpty ? [StubReply.status(200)] : replies
    on(method, pattern) { _, call in replies[min(call, replies.count - 1)] }
  }

  /// Answers requests matching `method` and `pattern` with `reply`, every time.
  public func on(_ method: HTTPMethod?, _ pattern: String, reply: StubReply) {
    on(method, pattern, replies: [reply])
  }

  /// Answers requests matching `method` and `pattern` by calling `handler` with the request and
  /// the 0-based call number for this route.
  public func on(_ method: HTTPMethod?, _ pattern: String, handler: @escaping Handler) {
    routes.append(Route(method: method, pattern: Self.segments(pattern), handler: handler))
  }

  /// Every request sent, in order.
  public var requests: [HTTPRequest] { recorded }

  /// The requests sent that match `method` (any when `nil`) and `pattern`.
  public func requests(_ method: HTTPMethod?, _ pattern: String) -> [HTTPRequest] {
    let pattern = Self.segments(pattern)
    return recorded.filter { ($0.method == method || method == nil) && Self.matches(pattern, $0.url.path) }
  }

  /// The requests no route matched, in order.
  public var unmatchedRequests: [UnmatchedRequest] { unmatched }

  /// Forgets recorded requests (routes stay).
  public func clearRequests() { recorded.removeAll() }

  /// Records `request` and plays the matching route's reply.
  /// - Throws: ``UnmatchedRequest`` when no route matches.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    recorded.append(request)
    guard
      let index = routes.lastIndex(where: { route in
        (route.method == nil || route.method == request.method) && Self.matches(route.pattern, request.url.path)
      })
    else {
      let failure = UnmatchedRequest(method: request.method, path: request.url.path)
      unmatched.append(failure)
      throw failure
    }
    let call = routes[index].calls
    routes[index].calls += 1
    let reply = try await routes[index].handler(request, call)
    return try await reply.play()
  }

  // MARK: - Matching

  private static func segments(_ path: String) -> [Substring] {
    path.split(separator: "/")
  }

  private static func matches(_ pattern: [Substring], _ path: String) -> Bool {
    let parts = segments(path)
    for (index, segment) in pattern.enumerated() {
      if segment == "**" { return true }
      guard index < parts.count else { return false }
      let isWildcard = segment == "*" || (segment.hasPrefix("{") && segment.hasSuffix("}"))
      if !isWildcard && segment != parts[index] { return false }
    }
    return pattern.count == parts.count
  }
}
