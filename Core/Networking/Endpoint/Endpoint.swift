import Foundation

/// One API operation described as a value: where it goes, what it sends, how it authenticates
/// and what it returns.
///
/// ```swift
/// let product = Endpoint<ProductDTO>(.get, path: ["v1", "products", gtin])
///   .query("include", "passport")
///   .auth(.apiKey)
/// ```
/// Path segments are percent-encoded one by one, so user input such as `a/b?c` stays one segment,
/// and an empty segment (an empty id) is rejected when the request is built rather than silently
/// addressing the parent resource.
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
  /// The request method.
  public var method: HTTPMethod
  /// The path below the client's base URL, one unencoded element per segment.
  public var path: [String]
  /// Query parameters, in order; values are percent-encoded when the URL is built.
  public var queryItems: [URLQueryItem]
  /// Headers added to the client's defaults (overriding same-named ones).
  public var headers: HTTPHeaders
  /// The request body, if any.
  public var body: RequestBody?
  /// The credentials this request carries.
  public var auth: AuthKind
  /// Whether the request may be replayed after a failure; defaults to the method's idempotency.
  public var isIdempotent: Bool
  /// An `Idempotency-Key` header value that makes a non-idempotent request safe to replay.
  public var idempotencyKey: String?
  /// How long one attempt may take; `nil` uses the transport's default.
  public var timeout: Duration?
  /// A stable, low-cardinality name for logs and metrics (no ids), e.g. `GET /v1/products/{gtin}`.
  public var metricsName: String

  /// Creates an endpoint.
  /// - Parameters:
  ///   - method: The request method.
  ///   - path: Unencoded path segments; an empty one makes the request fail with
  ///     ``AppError/validation(_:)`` when it is built.
  ///   - queryItems: Unencoded query items, in order.
  ///   - headers: Extra request headers.
  ///   - body: The request body, if any.
  ///   - auth: Which credentials the pipeline attaches.
  ///   - isIdempotent: Whether the request may be replayed; `nil` uses the method's idempotency.
  ///   - idempotencyKey: An `Idempotency-Key` value that makes a non-idempotent request replayable.
  ///   - timeout: How long one attempt may take; `nil` uses the transport's default.
  ///   - metricsName: Defaults to the method and the path; pass a template when it contains ids.
  public init(
    _ method: HTTPMethod,
    path: [String],
    queryItems: [URLQueryItem] = [],
    headers: HTTPHeaders = [:],
    body: RequestBody? = nil,
    auth: AuthKind = .none,
    isIdempotent: Bool? = nil,
    idempotencyKey: String? = nil,
    timeout: Duration? = nil,
    metricsName: String? = nil
  ) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
    self.auth = auth
    self.isIdempotent = isIdempotent ?? method.isIdempotent
    self.idempotencyKey = idempotencyKey
    self.timeout = timeout
    self.metricsName = metricsName ?? "\(method) /" + self.path.joined(separator: "/")
  }

  /// Creates an endpoint from a literal path such as `"/v1/auth/token"`, split at `/`.
  ///
  /// Use the `[String]` form for paths containing user input.
  public init(
    _ method: HTTPMethod,
    literalPath: StaticString,
    body: RequestBody? = nil,
    auth: AuthKind = .none
  ) {
    let path = "\(literalPath)".split(separator: "/").map(String.init)
    self.init(method, path: path, body: body, auth: auth)
  }
}

// MARK: - Builders

extension Endpoint {
  /// Returns a copy with one more query item.
  public func query(_ name: String, _ value: String?) -> Self {
    var copy = self
    copy.queryItems.append(URLQueryItem(name: name, value: value))
    return copy
  }

  /// Returns a copy with a header set.
  public func header(_ name: String, _ value: String) -> Self {
    var copy = self
    copy.headers[name] = value
    return copy
  }

  /// Returns a copy carrying these credentials.
  public func auth(_ kind: AuthKind) -> Self {
    var copy = self
    copy.auth = kind
    return copy
  }

  /// Returns a copy with a JSON body.
  public func jsonBody(_ value: some Encodable & Sendable) -> Self {
    var copy = self
    copy.body = .json(value)
    return copy
  }

  /// Returns a copy carrying an `Idempotency-Key`, which makes it safe to replay.
  public func idempotencyKey(_ key: String) -> Self {
    var copy = self
    copy.idempotencyKey = key
    return copy
  }

  /// Returns a copy with a per-attempt timeout.
  public func timeout(_ duration: Duration) -> Self {
    var copy = self
    copy.timeout = duration
    return copy
  }
}
