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
  /// The refresh thresholds ``validate()`` accepts, in minutes.
  static let refreshThresholdRange: ClosedRange<Double> = 1...60
  /// The circuit breaker thresholds ``validate()`` accepts.
  static let circuitBreakerThresholdRange = 1...20
  /// The circuit breaker reset times ``validate()`` accepts, in seconds.
  static let circuitBreakerResetRange: ClosedRange<Double> = 10...3600

  /// - Throws: The first ``WarplyConfigurationError`` among the token settings.
  public func validate() throws(WarplyConfigurationError) {
    guard Self.refreshThresholdRange.contains(refreshThresholdMinutes) else {
      throw .invalidRefreshThreshold(refreshThresholdMinutes)
    }
    guard (1...10).contains(maxRetryAttempts) else {
      throw .invalidRetryAttempts(field: "tokenConfig.maxRetryAttempts", value: maxRetryAttempts)
    }
    guard retryDelays.count == maxRetryAttempts else {
      throw .retryDelaysMismatch(attempts: maxRetryAttempts, delays: retryDelays.count)
    }
    for (index, delay) in retryDelays.enumerated() where !Self.retryDelayRange.contains(delay) {
      throw .invalidRetryDelay(field: "tokenConfig.retryDelays[\(index)]", value: delay)
    }
    guard Self.circuitBreakerThresholdRange.contains(circuitBreakerThreshold) else {
      throw .invalidCircuitBreakerThreshold(circuitBreakerThreshold)
    }
    guard Self.circuitBreakerResetRange.contains(circuitBreakerResetTime) else {
      throw .invalidCircuitBreakerResetTime(circuitBreakerResetTime)
    }
  }
}

// MARK: - Held to the validated ranges

extension WarplyTokenConfig {
  /// ``refreshThresholdMinutes`` as a refresh window, held to the range ``validate()`` accepts, so
  /// an unvalidated configuration cannot trap.
  var heldRefreshWindow: Duration {
    let minutes = Self.refreshThresholdRange
    return .loyaltySeconds(
      refreshThresholdMinutes * 60, within: (minutes.lowerBound * 60)...(minutes.upperBound * 60))
  }

  /// ``circuitBreakerThreshold``, held to the range ``validate()`` accepts.
  var heldCircuitBreakerThreshold: Int {
    min(
      max(circuitBreakerThreshold, Self.circuitBreakerThresholdRange.lowerBound),
      Self.circuitBreakerThresholdRange.upperBound)
  }

  /// ``circuitBreakerResetTime`` as a duration, held to the range ``validate()`` accepts.
  var heldCircuitBreakerResetTime: Duration {
    .loyaltySeconds(circuitBreakerResetTime, within: Self.circuitBreakerResetRange)
  }
}
