import Foundation

/// Every tunable of SharedCore in one value.
///
/// Start from a preset and change what differs, then check it:
///
/// ```swift
/// var configuration = CoreConfiguration.production
/// configuration.endpoints.baseURL = URL(string: "https://api.example.org")!
/// configuration.security.pinnedKeyHashes = ["…base64 SPKI SHA-256…"]
/// let problems = configuration.validate()  // every problem at once, with suggestions
/// ```
///
/// It is `Codable` with stable key names; durations are encoded as numbers of seconds. Use
/// ``jsonData()`` and ``init(jsonData:)`` to store it or ship it as a remote config.
public struct CoreConfiguration: Sendable, Hashable, Codable {
  /// Which deployment this configuration is for; production turns on stricter validation.
  public var environment: Environment
  /// Where the backends are.
  public var endpoints: Endpoints
  /// Timeouts, concurrency and the retry policy.
  public var network: NetworkSettings
  /// Token refresh, certificate pinning and storage protection.
  public var security: SecuritySettings
  /// Log level and masking.
  public var logging: LoggingSettings
  /// The offline cache.
  public var cache: CacheSettings
  /// Analytics collection.
  public var analytics: AnalyticsSettings

  /// Creates a configuration from its parts.
  public init(
    environment: Environment,
    endpoints: Endpoints,
    network: NetworkSettings,
    security: SecuritySettings,
    logging: LoggingSettings,
    cache: CacheSettings,
    analytics: AnalyticsSettings
  ) {
    self.environment = environment
    self.endpoints = endpoints
    self.network = network
    self.security = security
    self.logging = logging
    self.cache = cache
    self.analytics = analytics
  }
}

extension CoreConfiguration {
  /// A deployment environment.
  public enum Environment: String, Sendable, Hashable, Codable, CaseIterable {
    /// A developer's machine or a local backend.
    case development
    /// A pre-production backend.
    case staging
    /// The live service.
    case production
    /// Automated tests against a loopback or stub backend.
    case testing
  }

  /// Where the backends are.
  public struct Endpoints: Sendable, Hashable, Codable {
    /// The main API's base URL.
    public var baseURL: URL
    /// Other backends by name (`"loyalty"`, `"wallet"`), for features that talk to more than one.
    public var additional: [String: URL]

    /// Creates endpoints.
    public init(baseURL: URL, additional: [String: URL] = [:]) {
      self.baseURL = baseURL
      self.additional = additional
    }
  }

  // MARK: - JSON

  /// The configuration as JSON with sorted keys (stable, diff-friendly output).
  public func jsonData() throws(AppError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch {
      throw AppError(error)
    }
  }

  /// Decodes a configuration from JSON.
  /// - Throws: `AppError.decoding` naming the key path and what was wrong.
  public init(jsonData: Data) throws(AppError) {
    do {
      self = try JSONDecoder().decode(Self.self, from: jsonData)
    } catch {
      throw AppError(error)
    }
  }
}
