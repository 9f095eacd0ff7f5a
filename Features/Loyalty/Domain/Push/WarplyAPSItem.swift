import SharedCore

/// The `aps` dictionary of a push.
public struct WarplyAPSItem: Sendable, Hashable, Codable {
  /// The alert text (or the alert's `body`).
  public var alert: String?
  /// The badge number.
  public var badge: Int?
  /// The sound name.
  public var sound: String?
  /// The notification category.
  public var category: String?

  /// Reads an `aps` object; `alert` may be a string or `{title, body}`.
  public init(_ value: JSONValue?) {
    alert = value?["alert"]?.stringValue ?? value?["alert"]?["body"]?.stringValue
    badge = value?["badge"]?.intValue.map { Int(clamping: $0) }
    sound = value?["sound"]?.stringValue
    category = value?["category"]?.stringValue
  }
}
