/// What the passport screen sends its ``DPPPassportViewModel`` (about the one product it shows).
public enum DPPPassportEvent: Sendable, Hashable {
  /// Reload the product, its passport and the first page of its events.
  case refresh
  /// Load the next page of the product's events.
  case loadMoreEvents
  /// Register the product to `userId` (the signed-in user when `nil`).
  case register(userId: String?)
  /// Record a lifecycle event for the product (queued when offline).
  case recordEvent(LifecycleEvent)
  /// Export the product's events as an EPCIS 2.0 document.
  case exportEPCIS
  /// Send the lifecycle events queued while offline.
  case syncPendingEvents
}
