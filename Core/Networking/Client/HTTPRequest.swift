import Foundation

/// A request as a ``Transport`` sends it: plain values, no URLSession types.
public struct HTTPRequest: Sendable, Hashable {
  /// The absolute URL.
  public var url: URL
  /// The method.
  public var method: HTTPMethod
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body bytes, if any.
  public var body: Data?
  /// How long this attempt may take; `nil` uses the transport's default.
  public var timeout: Duration?

  /// Creates a request.
  public init(
    url: URL,
    method: HTTPMethod = .get,
    headers: HTTPHeaders = [:],
    body: Data? = nil,
    timeout: Duration? = nil
  ) {
    self.url = url
    self.method = method
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }
}
