/// An event that can travel on the ``EventBus``.
///
/// Each event type has a stable ``name`` so callers that predate typed events can still
/// subscribe by string (`"campaigns_retrieved"`, say).
///
/// ```swift
/// struct CampaignsLoaded: BusEvent {
///   static let name = "campaigns.loaded"
///   var count: Int
/// }
/// ```
public protocol BusEvent: Sendable {
  /// The event's name for subscribers by name (`"campaigns.loaded"`).
  static var name: String { get }
}
