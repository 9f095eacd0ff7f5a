/// What the DPP screens send their view models (the feature's UI-event enum).
public enum DPPEvent: Sendable, Hashable {
  /// Scanned or typed text to read as a GS1 Digital Link.
  case scan(String)
  /// Reload what the screen shows.
  case refresh
  /// Register the product to `userId` (the signed-in user when `nil`).
  case register(userId: String?)
  /// Record a lifecycle event for the product (queued when offline).
  case recordEvent(LifecycleEvent)
  /// Load the next page of the product's events.
  case loadMoreEvents
  /// Export the product's events as an EPCIS 2.0 document.
  case exportEPCIS
  /// Send the lifecycle events queued while offline.
  case syncPendingEvents
}
