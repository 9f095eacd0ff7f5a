/// One log line before formatting.
public struct LogRecord: Sendable, Hashable {
  /// The record's severity.
  public var level: LogLevel
  /// The subsystem or feature that logged it (`http`, `dpp`, `storage`).
  public var category: String
  /// The message. Loggers pass it through the masking formatter before writing it.
  public var message: String
  /// Structured context. Values under sensitive keys (`authorization`, `password`, …) are masked.
  public var metadata: [String: String]

  /// Creates a record.
  public init(level: LogLevel, category: String, message: String, metadata: [String: String] = [:]) {
    self.level = level
    self.category = category
    self.message = message
    self.metadata = metadata
  }
}
