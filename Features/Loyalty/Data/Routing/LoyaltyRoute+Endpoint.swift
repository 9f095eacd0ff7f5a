import SharedCore

extension LoyaltyRoute {
  /// The request for this route: the path filled from `placeholders`, the parameters wrapped in
  /// ``requestWrapper`` with ``action`` (or sent as they are for routes without a wrapper), the
  /// route's own ``bodyTemplate`` filled and added, and the credentials of ``authKind``.
  ///
  /// The parameters are sent exactly as given: only the route's templates are filled, so what a
  /// user types (a password like `Secret{web_id}!`) is never rewritten or quoted in an error.
  /// - Parameters:
  ///   - placeholders: The values for the path's and the body template's placeholders.
  ///   - parameters: The operation's fields, sent as they are.
  ///   - idempotencyKey: Makes a `POST` safe to replay (redemption).
  /// Each segment of ``pathTemplate`` is filled on its own, so a value stays within its segment (a
  /// `/` in it is percent-encoded, never a new segment) and a value that is empty is refused, never
  /// dropped (`/api/session/` + `""` would address another resource).
  /// - Throws: `AppError/validation(_:)` naming a placeholder without a value, or the path when a
  ///   value filled a segment with nothing.
  public func endpoint(
    placeholders: LoyaltyPlaceholders,
    parameters: [String: JSONValue] = [:],
    idempotencyKey: String? = nil
  ) throws(AppError) -> Endpoint<JSONValue> {
    var segments: [String] = []
    var fields = parameters
    do {
      for segment in pathTemplate.split(separator: "/") { segments.append(try placeholders.fill(String(segment))) }
      for (key, template) in bodyTemplate { fields[key] = .string(try placeholders.fill(template)) }
    } catch {
      throw .validation([.init(field: "placeholder", message: "Route \(rawValue): \(error.description)")])
    }
    guard !segments.contains(where: \.isEmpty) else {
      throw .validation([
        .init(field: "path", message: "Route \(rawValue) filled \(pathTemplate) to an empty segment")
      ])
    }
    var endpoint = Endpoint<JSONValue>(
      method, path: segments, auth: authKind, idempotencyKey: idempotencyKey, metricsName: metricsName)
    // A GET carries no body (`JSONValue` is `ExpressibleByNilLiteral`: a `nil` there would be `null`).
    if method != .get { endpoint.body = .json(requestBody(fields)) }
    return endpoint
  }

  /// The route's own body values, with placeholders filled by
  /// ``endpoint(placeholders:parameters:idempotencyKey:)`` and set over the parameters: the
  /// access token for ``logout``, the refresh grant for ``refreshToken``; empty for the others.
  public var bodyTemplate: [String: String] {
    switch self {
    case .logout: ["access_token": "{access_token}"]
    case .refreshToken: ["refresh_token": "{refresh_token}", "grant_type": "refresh_token"]
    default: [:]
    }
  }

  /// The body for `parameters`, as they are (no placeholder is filled).
  public func requestBody(_ parameters: [String: JSONValue]) -> JSONValue {
    guard let requestWrapper else { return .object(parameters) }
    var inner = parameters
    if let action { inner["action"] = .string(action) }
    return .object([requestWrapper: .object(inner)])
  }

  /// A low-cardinality name for logs and metrics: method, template and action.
  public var metricsName: String {
    "\(method) \(pathTemplate)" + (action.map { " \(requestWrapper ?? "").\($0)" } ?? "")
  }
}
