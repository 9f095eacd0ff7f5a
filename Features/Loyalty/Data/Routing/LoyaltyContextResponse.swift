import SharedCore

/// Warply's context responses, flattened: `{"status": "1", "context": {"MAPP_COUPON": {…}}}`
/// becomes `{"status": 1, "MAPP_COUPON": {…}}`, the shape every status check and model reads.
public struct LoyaltyContextResponse: Sendable, Hashable {
  /// The flattened object.
  public let json: [String: JSONValue]

  /// Flattens `raw`: the `context` object's members move to the top level (a top-level key wins
  /// over a context key of the same name), and numeric strings in `status` and `*-status`
  /// become integers.
  public init(_ raw: JSONValue) {
    var flat = raw.objectValue ?? [:]
    if let context = flat.removeValue(forKey: "context")?.objectValue {
      flat.merge(context) { top, _ in top }
    }
    for (key, value) in flat where key == "status" || key.hasSuffix("-status") {
      if case .string(let text) = value, let number = Int64(text) { flat[key] = .int(number) }
    }
    json = flat
  }

  /// The top-level `status`, when numeric.
  public var status: Int64? { json["status"]?.intValue }

  /// Whether the platform reported success: `status == 1`, or `<contextKey>-status == 1`.
  public func isSuccess(contextKey: String?) -> Bool {
    if let contextKey, let keyed = json["\(contextKey)-status"]?.intValue { return keyed == 1 }
    return status == 1
  }

  /// The member at `key`.
  public subscript(key: String) -> JSONValue? { json[key] }
}
