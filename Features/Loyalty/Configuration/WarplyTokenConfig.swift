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
