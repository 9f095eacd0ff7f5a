/// Where an event sent through the ``LoyaltyEventQueue`` is.
public enum LoyaltyEventDelivery: Sendable, Hashable {
  /// The platform accepted it.
  case delivered
  /// It waits in the outbox and is sent when connectivity returns.
  case queued
}
