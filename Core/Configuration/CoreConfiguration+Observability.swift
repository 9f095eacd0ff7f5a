extension CoreConfiguration {
  /// Log level and masking.
  public struct LoggingSettings: Sendable, Hashable, Codable {
    /// The least severe level written, encoded by name (`"warning"`).
    public var level: LogLevel
    /// Whether secrets are masked; only tests of the masker itself should turn it off.
    public var masksSensitiveData: Bool
    /// Whether each HTTP request and response is logged (headers masked, bodies never).
    public var logsNetworkTraffic: Bool

    /// Creates logging settings.
    public init(level: LogLevel, masksSensitiveData: Bool = true, logsNetworkTraffic: Bool = false) {
      self.level = level
      self.masksSensitiveData = masksSensitiveData
      self.logsNetworkTraffic = logsNetworkTraffic
    }

    private enum CodingKeys: String, CodingKey {
      case level, masksSensitiveData, logsNetworkTraffic
    }

    /// Decodes settings; the level is its lower-case name.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let name = try container.decode(String.self, forKey: .level)
      guard let level = LogLevel.allCases.first(where: { $0.label.lowercased() == name }) else {
        let names = LogLevel.allCases.map { $0.label.lowercased() }.joined(separator: ", ")
        throw DecodingError.dataCorruptedError(
          forKey: .level, in: container, debugDescription: "unknown level \"\(name)\"; expected one of \(names)")
      }
      self.level = level
      masksSensitiveData = try container.decode(Bool.self, forKey: .masksSensitiveData)
      logsNetworkTraffic = try container.decode(Bool.self, forKey: .logsNetworkTraffic)
    }

    /// Encodes settings; the level becomes its lower-case name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(level.label.lowercased(), forKey: .level)
      try container.encode(masksSensitiveData, forKey: .masksSensitiveData)
      try container.encode(logsNetworkTraffic, forKey: .logsNetworkTraffic)
    }
  }

  /// The offline cache.
  public struct CacheSettings: Sendable, Hashable, Codable {
    /// How long a cached response stays fresh.
    public var timeToLive: Duration
    /// The most entries kept before the oldest are evicted.
    public var maxEntries: Int

    /// Creates cache settings.
    public init(timeToLive: Duration, maxEntries: Int = 1_000) {
      self.timeToLive = timeToLive
      self.maxEntries = maxEntries
    }

    private enum CodingKeys: String, CodingKey {
      case timeToLive, maxEntries
    }

    /// Decodes settings; the time to live is a number of seconds.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      timeToLive = try container.decodeSeconds(forKey: .timeToLive)
      maxEntries = try container.decode(Int.self, forKey: .maxEntries)
    }

    /// Encodes settings; the time to live becomes a number of seconds.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(seconds: timeToLive, forKey: .timeToLive)
      try container.encode(maxEntries, forKey: .maxEntries)
    }
  }

  /// Analytics collection (per-operation success and error events).
  public struct AnalyticsSettings: Sendable, Hashable, Codable {
    /// Whether analytics events are recorded at all.
    public var isEnabled: Bool
    /// Whether failures are recorded as well as successes.
    public var recordsErrors: Bool
    /// The fraction of sessions that report, from 0 to 1.
    public var sampleRate: Double

    /// Creates analytics settings.
    public init(isEnabled: Bool, recordsErrors: Bool = true, sampleRate: Double = 1) {
      self.isEnabled = isEnabled
      self.recordsErrors = recordsErrors
      self.sampleRate = sampleRate
    }
  }
}
