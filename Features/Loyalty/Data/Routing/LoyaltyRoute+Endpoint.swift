import SharedCore

extension LoyaltyRoute {
  /// The request for this route: the path filled from `placeholders`, the parameters wrapped in
  /// ``requestWrapper`` with ``action`` (or sent as they are for routes without a wrapper), every
  /// string in the body filled too, and the credentials of ``authKind``.
  /// - Parameters:
  ///   - placeholders: The values for the path's and body's placeholders.
  ///   - parameters: The operation's fields.
  ///   - idempotencyKey: Makes a `POST` safe to replay (redemption).
  /// - Throws: `AppError/validation(_:)` naming a placeholder without a value.
  public func endpoint(
    placeholders: LoyaltyPlaceholders,
    parameters: [String: JSONValue] = [:],
    idempotencyKey: String? = nil
  ) throws(AppError) -> Endpoint<JSONValue> {
    let path: String
    let body: JSONValue?
    do {
      path = try placeholders.fill(pathTemplate)
      // `JSONValue` is `ExpressibleByNilLiteral`: spell the absence out, or a GET would carry `null`.
      body = method == .get ? Optional<JSONValue>.none : try Self.fill(requestBody(parameters), placeholders)
    } catch {
      throw .validation([.init(field: "placeholder", message: error.description)])
    }
    let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard !segments.isEmpty, !path.contains("//") else {
      throw .validation([.init(field: "path", message: "Route \(rawValue) filled to an empty segment: \(path)")])
    }
    var endpoint = Endpoint<JSONValue>(
      method, path: segments, auth: authKind, idempotencyKey: idempotencyKey, metricsName: metricsName)
    if let body { endpoint.body = .json(body) }
    return endpoint
  }

  /// The body before placeholders are filled.
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

  private static func fill(_ value: JSONValue, _ placeholders: LoyaltyPlaceholders) throws(LoyaltyPlaceholderError)
    -> JSONValue
  {
    switch value {
    case .string(let text): return .string(text.contains("{") ? try placeholders.fill(text) : text)
    case .array(let elements):
      var filled: [JSONValue] = []
      for element in elements { filled.append(try fill(element, placeholders)) }
      return .array(filled)
    case .object(let members):
      var filled: [String: JSONValue] = [:]
      for (key, member) in members { filled[key] = try fill(member, placeholders) }
      return .object(filled)
    case .null, .bool, .int, .double: return value
    }
  }
}
