import SharedCore

/// A logger that keeps every record, masked exactly as a real logger would write it.
///
/// ```swift
/// let logger = RecordingLogger()
/// client.send(request, logger: logger)
/// #expect(logger.messages.contains("GET /products 200"))
/// #expect(!logger.lines.joined().contains("s3cr3t"))
/// ```
public final class RecordingLogger: AppLogger {
  /// The least severe level recorded.
  public let minimumLevel: LogLevel
  /// Formats ``lines`` and masks records.
  public let formatter: LogFormatter
  private let recorded = LockedValue<[LogRecord]>([])

  /// Creates a logger recording `minimumLevel` and above (everything by default).
  public init(minimumLevel: LogLevel = .trace, formatter: LogFormatter = LogFormatter()) {
    self.minimumLevel = minimumLevel
    self.formatter = formatter
  }

  /// The masked records, oldest first.
  public var records: [LogRecord] { recorded.withLock { $0 } }

  /// The masked messages, oldest first.
  public var messages: [String] { records.map(\.message) }

  /// Each record rendered as its masked body (`message key=value`).
  public var lines: [String] { records.map(formatter.body(of:)) }

  /// The masked records at `level`.
  public func records(at level: LogLevel) -> [LogRecord] {
    records.filter { $0.level == level }
  }

  /// Forgets every record.
  public func removeAll() {
    recorded.withLock { $0.removeAll() }
  }

  /// Masks and records `record` if it is at or above ``minimumLevel``.
  public func write(_ record: LogRecord) {
    guard record.level >= minimumLevel else { return }
    let masked = formatter.masker.mask(record)
    recorded.withLock { $0.append(masked) }
  }
}
