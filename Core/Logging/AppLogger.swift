/// Where SharedCore writes its logs: OSLog on Apple, stderr on Linux, nothing in tests.
///
/// Implementations must mask secrets (tokens, passwords, card numbers, API keys) before
/// anything leaves the process; the shared masking formatter does that.
public protocol AppLogger: Sendable {
  /// The least severe level this logger writes; callers skip building messages below it.
  var minimumLevel: LogLevel { get }
  /// Writes one record (already at or above ``minimumLevel``).
  func write(_ record: LogRecord)
}

extension AppLogger {
  /// Logs a message if `level` is at or above ``minimumLevel``; the message is built lazily.
  public func log(
    _ level: LogLevel,
    _ message: @autoclosure () -> String,
    category: String = "app",
    metadata: @autoclosure () -> [String: String] = [:]
  ) {
    guard level >= minimumLevel else { return }
    write(LogRecord(level: level, category: category, message: message(), metadata: metadata()))
  }

  /// Logs at ``LogLevel/debug``.
  public func debug(_ message: @autoclosure () -> String, category: String = "app") {
    log(.debug, message(), category: category)
  }

  /// Logs at ``LogLevel/info``.
  public func info(_ message: @autoclosure () -> String, category: String = "app") {
    log(.info, message(), category: category)
  }

  /// Logs at ``LogLevel/warning``.
  public func warning(_ message: @autoclosure () -> String, category: String = "app") {
    log(.warning, message(), category: category)
  }

  /// Logs at ``LogLevel/error``.
  public func error(_ message: @autoclosure () -> String, category: String = "app") {
    log(.error, message(), category: category)
  }
}
