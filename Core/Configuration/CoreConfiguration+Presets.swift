import Foundation

// MARK: - Presets

extension CoreConfiguration {
  /// Local development: a loopback backend over http, verbose logging, generous timeouts.
  public static let development = CoreConfiguration(
    environment: .development,
    endpoints: Endpoints(baseURL: placeholderURL("http://localhost:8080")),
    network: NetworkSettings(
      requestTimeout: .seconds(15), resourceTimeout: .seconds(60),
      retry: RetrySettings(maxAttempts: 2, baseDelay: .milliseconds(500), maxDelay: .seconds(5))),
    security: SecuritySettings(),
    logging: LoggingSettings(level: .debug, logsNetworkTraffic: true),
    cache: CacheSettings(timeToLive: .seconds(60)),
    analytics: AnalyticsSettings(isEnabled: false)
  )

  /// Release builds: https, warnings and errors only, three attempts with backoff.
  ///
  /// Replace the placeholder `https://api.example.com` with your backend.
  public static let production = CoreConfiguration(
    environment: .production,
    endpoints: Endpoints(baseURL: placeholderURL("https://api.example.com")),
    network: NetworkSettings(
      requestTimeout: .seconds(30), resourceTimeout: .seconds(120),
      retry: RetrySettings(maxAttempts: 3, baseDelay: .seconds(1), maxDelay: .seconds(30))),
    security: SecuritySettings(),
    logging: LoggingSettings(level: .warning),
    cache: CacheSettings(timeToLive: .seconds(300)),
    analytics: AnalyticsSettings(isEnabled: true)
  )

  /// Automated tests: loopback backend, short timeouts, one attempt, no jitter, no analytics.
  public static let testing = CoreConfiguration(
    environment: .testing,
    endpoints: Endpoints(baseURL: placeholderURL("http://127.0.0.1:8080")),
    network: NetworkSettings(
      requestTimeout: .seconds(5), resourceTimeout: .seconds(10),
      retry: RetrySettings(maxAttempts: 1, baseDelay: .zero, maxDelay: .zero, jitter: 0)),
    security: SecuritySettings(),
    logging: LoggingSettings(level: .error),
    cache: CacheSettings(timeToLive: .zero, maxEntries: 100),
    analytics: AnalyticsSettings(isEnabled: false)
  )

  /// Sensitive deployments: production plus certificate pinning, Wi-Fi only, errors-only
  /// logging and a shorter cache.
  ///
  /// Supply `security.pinnedKeyHashes` before use: ``validate()`` reports them missing until then.
  public static let highSecurity: CoreConfiguration = {
    var configuration = production
    configuration.network.requestTimeout = .seconds(20)
    configuration.network.allowsCellularAccess = false
    configuration.network.retry.maxAttempts = 2
    configuration.security = SecuritySettings(profile: .high, certificatePinningEnabled: true)
    configuration.logging = LoggingSettings(level: .error)
    configuration.cache.timeToLive = .seconds(60)
    configuration.analytics.recordsErrors = false
    return configuration
  }()

  /// Every preset by name, for tests and tools.
  public static let presets: [String: CoreConfiguration] = [
    "development": development, "production": production, "testing": testing, "highSecurity": highSecurity,
  ]

  /// Builds a preset's URL; the literals are valid, the fallback only satisfies the type checker.
  private static func placeholderURL(_ string: String) -> URL {
    URL(string: string) ?? URL(fileURLWithPath: "/")
  }
}
