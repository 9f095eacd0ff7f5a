import SharedCore

/// A loyalty push, recognised by its `_a` (action) key.
public struct WarplyNotificationPayload: Sendable, Hashable, Codable {
  /// `0`: the module presents the campaign; any other value goes to the ``WarplyPushHandler``.
  public var action: Int
  /// The campaign to present.
  public var sessionUUID: String?
  /// The message (the alert text unless the payload has its own).
  public var message: String?
  /// The `aps` dictionary.
  public var aps: WarplyAPSItem
  /// Every other key.
  public var customData: [String: JSONValue]

  /// Reads `userInfo`; `nil` when it is not a loyalty push (no integer `_a`).
  public init?(userInfo: [String: JSONValue]) {
    guard let raw = userInfo["_a"], let action = raw.intValue ?? raw.stringValue.flatMap({ Int64($0) }) else {
      return nil
    }
    self.action = Int(clamping: action)
    sessionUUID = userInfo["session_uuid"]?.stringValue
    aps = WarplyAPSItem(userInfo["aps"])
    message = userInfo["message"]?.stringValue ?? aps.alert
    customData = userInfo.filter { !["_a", "session_uuid", "aps", "message"].contains($0.key) }
  }

  /// What identifies a delivery: the payload's `_id` when present, else action, session and message.
  public var deliveryID: String {
    customData["_id"]?.stringValue ?? "\(action)|\(sessionUUID ?? "")|\(message ?? "")"
  }
}
