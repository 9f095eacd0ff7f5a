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
