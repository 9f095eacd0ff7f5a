import SharedCore

/// Posted when the offline analytics queue was full and its oldest records were dropped to make
/// room (device events are never dropped).
public struct LoyaltyAnalyticsDroppedEvent: BusEvent, Hashable {
  /// The bus name old subscribers use.
  public static let name = "analytics_dropped"
  /// How many records were dropped this time.
  public var dropped: Int
  /// How many records were dropped since the app was installed.
  public var totalDropped: Int

  /// Creates the event.
  public init(dropped: Int, totalDropped: Int) {
    self.dropped = dropped
    self.totalDropped = totalDropped
  }
}
