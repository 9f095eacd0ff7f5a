/// A logger that writes nothing: the default in tests and for callers that opt out of logging.
public struct SilentLogger: AppLogger {
  /// `.error`, the most severe level, so callers skip building nearly every message.
  public var minimumLevel: LogLevel { .error }

  /// Creates a silent logger.
  public init() {}

  /// Discards `record`.
  public func write(_ record: LogRecord) {}
}
