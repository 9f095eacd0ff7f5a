import Foundation

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

/// How access tokens are refreshed.
public struct WarplyTokenConfig: Sendable, Hashable, Codable {
  /// Attempts per refresh (1…10).
  public var maxRetryAttempts: Int
  /// The wait before each attempt, in seconds (0…3600 each): one per attempt.
  public var retryDelays: [Double]
  /// Consecutive failed refreshes that open the circuit breaker (1…20).
  public var circuitBreakerThreshold: Int
  /// How long the open breaker blocks refreshes, in seconds (10…3600).
  public var circuitBreakerResetTime: Double
  /// Refresh when the token expires within this many minutes (1…60).
  public var refreshThresholdMinutes: Double

  /// Creates a configuration; the defaults are the platform's: 3 attempts after 0, 1 and 5 s, a
  /// breaker opening after 5 failures for 300 s, refresh 5 minutes before expiry.
  public init(
    maxRetryAttempts: Int = 3,
    retryDelays: [Double] = [0, 1, 5],
    circuitBreakerThreshold: Int = 5,
    circuitBreakerResetTime: Double = 300,
    refreshThresholdMinutes: Double = 5
  ) {
    self.maxRetryAttempts = maxRetryAttempts
    self.retryDelays = retryDelays
    self.circuitBreakerThreshold = circuitBreakerThreshold
    self.circuitBreakerResetTime = circuitBreakerResetTime
    self.refreshThresholdMinutes = refreshThresholdMinutes
  }

  /// The retry delays ``validate()`` accepts, in seconds: none, up to an hour.
  public static let retryDelayRange: ClosedRange<Double> = 0...3600

  /// - Throws: The first ``WarplyConfigurationError`` among the token settings.
  public func validate() throws(WarplyConfigurationError) {
    guard (1...60).contains(refreshThresholdMinutes) else { throw .invalidRefreshThreshold(refreshThresholdMinutes) }
    guard (1...10).contains(maxRetryAttempts) else {
      throw .invalidRetryAttempts(field: "tokenConfig.maxRetryAttempts", value: maxRetryAttempts)
    }
    guard retryDelays.count == maxRetryAttempts else {
      throw .retryDelaysMismatch(attempts: maxRetryAttempts, delays: retryDelays.count)
    }
    for (index, delay) in retryDelays.enumerated() where !Self.retryDelayRange.contains(delay) {
      throw .invalidRetryDelay(field: "tokenConfig.retryDelays[\(index)]", value: delay)
    }
    guard (1...20).contains(circuitBreakerThreshold) else {
      throw .invalidCircuitBreakerThreshold(circuitBreakerThreshold)
    }
    guard (10...3600).contains(circuitBreakerResetTime) else {
      throw .invalidCircuitBreakerResetTime(circuitBreakerResetTime)
    }
  }
}

/// Timeouts, retries and request limits.
public struct WarplyNetworkConfig: Sendable, Hashable, Codable {
  /// How long one request may wait for data, in seconds (1…300).
  public var requestTimeout: Double
  /// How long one request may take in all, in seconds (1…300).
  public var resourceTimeout: Double
  /// Attempts per request after transient failures (1…10).
  public var maxRetryAttempts: Int
  /// The first retry delay, in seconds (0…3600).
  public var retryDelay: Double
  /// Requests in flight at once (1…20).
  public var maxConcurrentRequests: Int
  /// Whether retry delays double on each attempt.
  public var enableExponentialBackoff: Bool
  /// Whether requests may use cellular data.
  public var allowsCellularAccess: Bool
  /// Requests one endpoint category may send in a burst (the token bucket's size, 1…1000).
  public var requestBurst: Int
  /// Requests one endpoint category may send per second once the burst is spent (0.1…1000).
  public var requestsPerSecond: Double

  /// Creates a configuration.
  public init(
    requestTimeout: Double = 30,
    resourceTimeout: Double = 60,
    maxRetryAttempts: Int = 3,
    retryDelay: Double = 1,
    maxConcurrentRequests: Int = 6,
    enableExponentialBackoff: Bool = true,
    allowsCellularAccess: Bool = true,
    requestBurst: Int = 10,
    requestsPerSecond: Double = 5
  ) {
    self.requestTimeout = requestTimeout
    self.resourceTimeout = resourceTimeout
    self.maxRetryAttempts = maxRetryAttempts
    self.retryDelay = retryDelay
    self.maxConcurrentRequests = maxConcurrentRequests
    self.enableExponentialBackoff = enableExponentialBackoff
    self.allowsCellularAccess = allowsCellularAccess
    self.requestBurst = requestBurst
    self.requestsPerSecond = requestsPerSecond
  }

  /// - Throws: The first ``WarplyConfigurationError`` among the network settings.
  public func validate() throws(WarplyConfigurationError) {
    guard (1...300).contains(requestTimeout) else {
      throw .invalidTimeout(field: "networkConfig.requestTimeout", value: requestTimeout)
    }
    guard (1...300).contains(resourceTimeout), resourceTimeout >= requestTimeout else {
      throw .invalidTimeout(field: "networkConfig.resourceTimeout", value: resourceTimeout)
    }
    guard (1...10).contains(maxRetryAttempts) else {
      throw .invalidRetryAttempts(field: "networkConfig.maxRetryAttempts", value: maxRetryAttempts)
    }
    guard WarplyTokenConfig.retryDelayRange.contains(retryDelay) else {
      throw .invalidRetryDelay(field: "networkConfig.retryDelay", value: retryDelay)
    }
    guard (1...20).contains(maxConcurrentRequests) else { throw .invalidConcurrentRequests(maxConcurrentRequests) }
    guard (1...1000).contains(requestBurst), (0.1...1000).contains(requestsPerSecond) else {
      throw .invalidRequestRate(burst: requestBurst, perSecond: requestsPerSecond)
    }
  }
}

/// What the feature logs; secrets are masked whatever the level.
public struct WarplyLoggingConfig: Sendable, Hashable, Codable {
  /// The platform SDK's log levels, quietest first.
  public enum Level: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing.
    case none
    /// Failures only.
    case error
    /// Failures and anomalies.
    case warning
    /// Milestones.
    case info
    /// Requests and decisions.
    case debug
    /// Everything.
    case verbose
  }

  /// The least severe level logged.
  public var logLevel: Level
  /// Whether requests and responses are logged (masked).
  public var enableNetworkLogging: Bool
  /// Whether token lifecycle events are logged (never the tokens).
  public var enableTokenLogging: Bool
  /// Whether personal data is masked; always masked in production presets.
  public var maskSensitiveData: Bool

  /// Creates a configuration.
  public init(
    logLevel: Level = .warning,
    enableNetworkLogging: Bool = false,
    enableTokenLogging: Bool = false,
    maskSensitiveData: Bool = true
  ) {
    self.logLevel = logLevel
    self.enableNetworkLogging = enableNetworkLogging
    self.enableTokenLogging = enableTokenLogging
    self.maskSensitiveData = maskSensitiveData
  }
}
