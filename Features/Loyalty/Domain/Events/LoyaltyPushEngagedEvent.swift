import SharedCore

/// The user engaged with a loyalty push.
public struct LoyaltyPushEngagedEvent: BusEvent, Hashable {
  /// The bus name old subscribers use.
  public static let name = "NB_PushAck"
  /// The push.
  public var payload: WarplyNotificationPayload

  /// Creates the event.
  public init(payload: WarplyNotificationPayload) {
    self.payload = payload
  }
}
