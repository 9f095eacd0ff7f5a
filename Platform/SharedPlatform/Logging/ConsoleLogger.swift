import Foundation
import SharedCore

/// Writes masked, one-line records to standard error; works on Linux and Apple platforms.
///
/// Each record becomes `2026-11-21T04:40:00Z [INFO] http: message key=value` (see
/// `LogFormatter`) and is written with a single `write(2)`, so concurrent lines do not interleave.
public struct ConsoleLogger: AppLogger {
  /// Where formatted lines go.
  public typealias Output = @Sendable (String) -> Void

  /// The least severe level written.
  public var minimumLevel: LogLevel
  /// The formatter, which masks every record.
  public var formatter: LogFormatter
  private let now: @Sendable () -> Date
  private let output: Output

  /// Creates a console logger.
  /// - Parameters:
  ///   - minimumLevel: The least severe level written.
  ///   - formatter: Renders and masks records.
  ///   - now: The clock stamped on each line.
  ///   - output: Receives each line without its newline; standard error by default.
  public init(
    minimumLevel: LogLevel = .info,
    formatter: LogFormatter = LogFormatter(),
    now: @escaping @Sendable () -> Date = { Date() },
    output: @escaping Output = ConsoleLogger.standardError
  ) {
    self.minimumLevel = minimumLevel
    self.formatter = formatter
    self.now = now
    self.output = output
  }

  /// Formats, masks and writes `record` if it is at or above ``minimumLevel``.
  public func write(_ record: LogRecord) {
    guard record.level >= minimumLevel else { return }
    output(formatter.format(record, at: now()))
  }

  /// Writes a line and a newline to the process's standard error.
  public static let standardError: Output = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
