import Foundation

/// The loyalty feature's tuning: storage, token refresh, network and logging, with the platform SDK's
/// presets, validation and JSON round trip.
///
/// ```swift
/// var configuration = WarplyConfiguration.development
/// configuration.tokenConfig.maxRetryAttempts = 5
/// configuration.tokenConfig.retryDelays = [0, 1, 2, 5, 10]
/// try configuration.validate()
/// let data = try configuration.toJSONData()
/// ```
public struct WarplyConfiguration: Sendable, Hashable, Codable {
  /// Storage.
  public var databaseConfig: WarplyDatabaseConfig
  /// Token refresh.
  public var tokenConfig: WarplyTokenConfig
  /// Network.
  public var networkConfig: WarplyNetworkConfig
  /// Logging.
  public var loggingConfig: WarplyLoggingConfig
  /// Whether API calls emit `custom_success_<op>_loyalty` / `custom_error_<op>_loyalty` events.
  public var enableAnalytics: Bool
  /// Whether `initialize()` registers the device.
  public var enableAutoRegistration: Bool

  /// Creates a configuration from its components.
  public init(
    databaseConfig: WarplyDatabaseConfig = WarplyDatabaseConfig(),
    tokenConfig: WarplyTokenConfig = WarplyTokenConfig(),
    networkConfig: WarplyNetworkConfig = WarplyNetworkConfig(),
    loggingConfig: WarplyLoggingConfig = WarplyLoggingConfig(),
    enableAnalytics: Bool = true,
    enableAutoRegistration: Bool = true
  ) {
    self.databaseConfig = databaseConfig
    self.tokenConfig = tokenConfig
    self.networkConfig = networkConfig
    self.loggingConfig = loggingConfig
    self.enableAnalytics = enableAnalytics
    self.enableAutoRegistration = enableAutoRegistration
  }

  /// Local development: no encryption, verbose logs, 15 s timeouts, 2 refresh attempts.
  public static let development = WarplyConfiguration(
    databaseConfig: WarplyDatabaseConfig(encryptionEnabled: false),
    tokenConfig: WarplyTokenConfig(maxRetryAttempts: 2, retryDelays: [0, 1]),
    networkConfig: WarplyNetworkConfig(requestTimeout: 15, resourceTimeout: 30),
    loggingConfig: WarplyLoggingConfig(logLevel: .verbose, enableNetworkLogging: true, enableTokenLogging: true))

  /// Release builds: encryption, warnings only, 30 s timeouts, 3 refresh attempts.
  public static let production = WarplyConfiguration()

  /// Tests: no encryption, errors only, 5 s timeouts, 1 refresh attempt, no analytics or registration.
  public static let testing = WarplyConfiguration(
    databaseConfig: WarplyDatabaseConfig(encryptionEnabled: false),
    tokenConfig: WarplyTokenConfig(maxRetryAttempts: 1, retryDelays: [0.1]),
    networkConfig: WarplyNetworkConfig(requestTimeout: 5, resourceTimeout: 10, maxRetryAttempts: 1, retryDelay: 0.1),
    loggingConfig: WarplyLoggingConfig(logLevel: .error),
    enableAnalytics: false,
    enableAutoRegistration: false)

  /// Sensitive deployments: encryption, errors only, 20 s timeouts, 2 refresh attempts, Wi-Fi only.
  public static let highSecurity = WarplyConfiguration(
    databaseConfig: WarplyDatabaseConfig(encryptionEnabled: true),
    tokenConfig: WarplyTokenConfig(maxRetryAttempts: 2, retryDelays: [0, 2]),
    networkConfig: WarplyNetworkConfig(requestTimeout: 20, resourceTimeout: 40, allowsCellularAccess: false),
    loggingConfig: WarplyLoggingConfig(logLevel: .error))

  /// Checks every component.
  /// - Throws: The first ``WarplyConfigurationError`` found.
  public func validate() throws(WarplyConfigurationError) {
    try databaseConfig.validate()
    try tokenConfig.validate()
    try networkConfig.validate()
  }

  /// The settings as flat `component.field` strings, for diagnostics screens and bug reports.
  public var summary: [String: String] {
    [
      "database.encryptionEnabled": "\(databaseConfig.encryptionEnabled)",
      "database.cacheSize": "\(databaseConfig.cacheSize)",
      "database.maxQueuedAnalyticsEvents": "\(databaseConfig.maxQueuedAnalyticsEvents)",
      "token.maxRetryAttempts": "\(tokenConfig.maxRetryAttempts)",
      "token.retryDelays": tokenConfig.retryDelays.map { "\($0)" }.joined(separator: ","),
      "token.circuitBreakerThreshold": "\(tokenConfig.circuitBreakerThreshold)",
      "token.circuitBreakerResetTime": "\(tokenConfig.circuitBreakerResetTime)",
      "token.refreshThresholdMinutes": "\(tokenConfig.refreshThresholdMinutes)",
      "network.requestTimeout": "\(networkConfig.requestTimeout)",
      "network.maxRetryAttempts": "\(networkConfig.maxRetryAttempts)",
      "network.maxConcurrentRequests": "\(networkConfig.maxConcurrentRequests)",
      "network.allowsCellularAccess": "\(networkConfig.allowsCellularAccess)",
      "logging.logLevel": loggingConfig.logLevel.rawValue,
      "analytics.enabled": "\(enableAnalytics)",
    ]
  }

  /// The configuration as JSON (sorted keys, so equal configurations give equal bytes).
  public func toJSONData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return try encoder.encode(self)
  }

  /// Reads and validates a configuration written by ``toJSONData()``.
  /// - Throws: ``WarplyConfigurationError``: unreadable JSON or an invalid setting.
  public static func fromJSONData(_ data: Data) throws(WarplyConfigurationError) -> WarplyConfiguration {
    let configuration: WarplyConfiguration
    do {
      configuration = try JSONDecoder().decode(WarplyConfiguration.self, from: data)
    } catch {
      throw .unreadableJSON(String(describing: error))
    }
    try configuration.validate()
    return configuration
  }

  /// Writes ``toJSONData()`` to `url`, replacing the file atomically.
  /// - Throws: The file system's error.
  public func saveToFile(at url: URL) throws {
    try toJSONData().write(to: url, options: .atomic)
  }

  /// Reads and validates a configuration saved by ``saveToFile(at:)``.
  /// - Throws: ``WarplyConfigurationError/unreadableJSON(_:)`` naming the file when it cannot be
  ///   read or parsed, or the first invalid setting.
  public static func loadFromFile(at url: URL) throws(WarplyConfigurationError) -> WarplyConfiguration {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableJSON("\(url.path): \(error.localizedDescription)")
    }
    return try fromJSONData(data)
  }
}
