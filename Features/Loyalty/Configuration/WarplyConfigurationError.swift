import Foundation
import SharedCore

/// A loyalty configuration that cannot work, naming the setting, the value found and the fix.
public enum WarplyConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `configure` was not called, or with an empty app UUID.
  case missingAppUUID
  /// The app UUID is not 32 hexadecimal digits.
  case invalidAppUUID(String)
  /// The language is not one the platform serves.
  case unsupportedLanguage(String)
  /// `tokenConfig.refreshThresholdMinutes` is outside 1…60.
  case invalidRefreshThreshold(Double)
  /// A retry count is outside 1…10 (`field` names which).
  case invalidRetryAttempts(field: String, value: Int)
  /// `tokenConfig.retryDelays` does not hold one delay per attempt.
  case retryDelaysMismatch(attempts: Int, delays: Int)
  /// A retry delay is outside 0…3600 seconds (`field` names which: `tokenConfig.retryDelays[2]`,
  /// `networkConfig.retryDelay`).
  case invalidRetryDelay(field: String, value: Double)
  /// A timeout is outside 1…300 seconds (`field` names which).
  case invalidTimeout(field: String, value: Double)
  /// `databaseConfig.cacheSize` is outside 100…100 000 pages.
  case invalidCacheSize(Int)
  /// `tokenConfig.circuitBreakerThreshold` is outside 1…20.
  case invalidCircuitBreakerThreshold(Int)
  /// `tokenConfig.circuitBreakerResetTime` is outside 10…3600 seconds.
  case invalidCircuitBreakerResetTime(Double)
  /// `networkConfig.maxConcurrentRequests` is outside 1…20.
  case invalidConcurrentRequests(Int)
  /// `networkConfig.requestBurst` is outside 1…1000 or `requestsPerSecond` outside 0.1…1000.
  case invalidRequestRate(burst: Int, perSecond: Double)
  /// `databaseConfig.maxQueuedAnalyticsEvents` is outside 1…100 000.
  case invalidQueueLimit(Int)
  /// Configuration JSON that cannot be read.
  case unreadableJSON(String)

  /// What is wrong, with the value found.
  public var errorDescription: String {
    switch self {
    case .missingAppUUID: "The app UUID is empty"
    case .invalidAppUUID(let value): "The app UUID '\(value)' is not 32 hexadecimal digits"
    case .unsupportedLanguage(let value): "The language '\(value)' is not supported"
    case .invalidRefreshThreshold(let value): "tokenConfig.refreshThresholdMinutes is \(value)"
    case .invalidRetryAttempts(let field, let value): "\(field) is \(value)"
    case .retryDelaysMismatch(let attempts, let delays):
      "tokenConfig.retryDelays holds \(delays) delays for \(attempts) attempts"
    case .invalidRetryDelay(let field, let value): "\(field) is \(value) s"
    case .invalidTimeout(let field, let value): "\(field) is \(value) s"
    case .invalidCacheSize(let value): "databaseConfig.cacheSize is \(value)"
    case .invalidCircuitBreakerThreshold(let value): "tokenConfig.circuitBreakerThreshold is \(value)"
    case .invalidCircuitBreakerResetTime(let value): "tokenConfig.circuitBreakerResetTime is \(value) s"
    case .invalidConcurrentRequests(let value): "networkConfig.maxConcurrentRequests is \(value)"
    case .invalidRequestRate(let burst, let perSecond):
      "networkConfig allows bursts of \(burst) and \(perSecond) requests per second"
    case .invalidQueueLimit(let value): "databaseConfig.maxQueuedAnalyticsEvents is \(value)"
    case .unreadableJSON(let reason): "The configuration JSON cannot be read: \(reason)"
    }
  }

  /// What to change.
  public var recoverySuggestion: String {
    switch self {
    case .missingAppUUID: "Call configure(appUuid:…) with the app UUID from the Warply console."
    case .invalidAppUUID: "Copy the 32-digit app UUID from the Warply console, without dashes."
    case .unsupportedLanguage:
      "Use one of: \(LoyaltyConfiguration.supportedLanguages.sorted().joined(separator: ", "))."
    case .invalidRefreshThreshold: "Use 1 to 60 minutes (5 is the default)."
    case .invalidRetryAttempts: "Use 1 to 10 attempts."
    case .retryDelaysMismatch: "Give exactly one delay per attempt, e.g. [0, 1, 5] for 3."
    case .invalidRetryDelay: "Use 0 to 3600 seconds."
    case .invalidTimeout: "Use 1 to 300 seconds."
    case .invalidCacheSize: "Use 100 to 100000 pages."
    case .invalidCircuitBreakerThreshold: "Use 1 to 20 failures (5 is the default)."
    case .invalidCircuitBreakerResetTime: "Use 10 to 3600 seconds (300 is the default)."
    case .invalidConcurrentRequests: "Use 1 to 20 requests."
    case .invalidRequestRate: "Use a burst of 1 to 1000 and 0.1 to 1000 requests per second."
    case .invalidQueueLimit: "Use 1 to 100000 events (500 is the default)."
    case .unreadableJSON: "Save the configuration with toJSONData() and load that."
    }
  }

  /// The problem and the fix.
  public var description: String { "\(errorDescription). \(recoverySuggestion)" }
}

extension WarplyConfigurationError: AppErrorConvertible {
  /// A composition failure: permanent until the app's configuration is fixed, never retried.
  public var appError: AppError { .local(.init(.composition, reason: description)) }
}
