import SharedCore

/// A loyalty push arrived.
public struct LoyaltyPushReceivedEvent: BusEvent, Hashable {
  /// The bus name old subscribers use.
  public static let name = "NB_PushReceived"
  /// The push.
  public var payload: WarplyNotificationPayload

  /// Creates the event.
  public init(payload: WarplyNotificationPayload) {
    self.payload = payload
  }
}
