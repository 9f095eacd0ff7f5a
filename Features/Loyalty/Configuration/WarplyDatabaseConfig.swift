/// How tokens and cached data are stored.
public struct WarplyDatabaseConfig: Sendable, Hashable, Codable {
  /// Whether tokens are sealed with AES-GCM before they are written.
  public var encryptionEnabled: Bool
  /// The SQLite page cache, in pages (100…100 000).
  public var cacheSize: Int
  /// Whether the database uses write-ahead logging.
  public var enableWALMode: Bool
  /// The most analytics records kept waiting offline (1…100 000); beyond it the oldest are
  /// dropped and counted. Device events are never dropped.
  public var maxQueuedAnalyticsEvents: Int

  /// Creates a configuration.
  public init(
    encryptionEnabled: Bool = true, cacheSize: Int = 2000, enableWALMode: Bool = true,
    maxQueuedAnalyticsEvents: Int = 500
  ) {
    self.encryptionEnabled = encryptionEnabled
    self.cacheSize = cacheSize
    self.enableWALMode = enableWALMode
    self.maxQueuedAnalyticsEvents = maxQueuedAnalyticsEvents
  }

  /// Reads a configuration; JSON written before `maxQueuedAnalyticsEvents` existed gets the default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    encryptionEnabled = try container.decode(Bool.self, forKey: .encryptionEnabled)
    cacheSize = try container.decode(Int.self, forKey: .cacheSize)
    enableWALMode = try container.decode(Bool.self, forKey: .enableWALMode)
    maxQueuedAnalyticsEvents = try container.decodeIfPresent(Int.self, forKey: .maxQueuedAnalyticsEvents) ?? 500
  }

  /// - Throws: ``WarplyConfigurationError/invalidCacheSize(_:)`` or
  ///   ``WarplyConfigurationError/invalidQueueLimit(_:)``.
  public func validate() throws(WarplyConfigurationError) {
    guard (100...100_000).contains(cacheSize) else { throw .invalidCacheSize(cacheSize) }
    guard (1...100_000).contains(maxQueuedAnalyticsEvents) else { throw .invalidQueueLimit(maxQueuedAnalyticsEvents) }
  }
}
