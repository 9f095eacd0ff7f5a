/// What the loyalty feature keeps on the device: the database's row counts and size, the events
/// waiting for the platform and the analytics records dropped because the queue was full.
public struct LoyaltyDatabaseStats: Sendable, Hashable, Codable {
  /// Rows per table of the app's database (shared with other features), by table name.
  public var rowCounts: [String: Int]
  /// The database file's size in bytes.
  public var fileSizeBytes: Int64
  /// The write-ahead log's size in bytes.
  public var walSizeBytes: Int64
  /// Analytics records waiting in the outbox (pending or parked).
  public var queuedAnalyticsEvents: Int
  /// Device events waiting in the outbox (pending or parked).
  public var queuedDeviceEvents: Int
  /// Analytics records dropped unsent because the queue was full, since install.
  public var droppedAnalyticsEvents: Int
  /// `1` when a session's tokens are stored, else `0` (tokens live in secure storage, not in the
  /// database).
  public var tokensCount: Int

  /// Creates statistics.
  public init(
    rowCounts: [String: Int], fileSizeBytes: Int64, walSizeBytes: Int64, queuedAnalyticsEvents: Int,
    queuedDeviceEvents: Int, droppedAnalyticsEvents: Int, tokensCount: Int
  ) {
    self.rowCounts = rowCounts
    self.fileSizeBytes = fileSizeBytes
    self.walSizeBytes = walSizeBytes
    self.queuedAnalyticsEvents = queuedAnalyticsEvents
    self.queuedDeviceEvents = queuedDeviceEvents
    self.droppedAnalyticsEvents = droppedAnalyticsEvents
    self.tokensCount = tokensCount
  }

  /// Every event waiting for the platform (the platform SDK's `eventsCount`).
  public var eventsCount: Int { queuedAnalyticsEvents + queuedDeviceEvents }
}
