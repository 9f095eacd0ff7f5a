import Foundation

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
