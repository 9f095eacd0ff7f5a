#if canImport(OSLog)
  import OSLog
  import SharedCore

  /// Writes masked records to the unified logging system (`os.Logger`) on Apple platforms.
  ///
  /// Records are masked before they reach OSLog, so the text is logged with `.public` privacy:
  /// nothing secret is left to redact, and the lines stay readable in Console.app. The record's
  /// category becomes the OSLog category.
  public struct OSLogLogger: AppLogger {
    /// The least severe level written.
    public var minimumLevel: LogLevel
    /// The OSLog subsystem, usually the app's or SDK's bundle identifier.
    public var subsystem: String
    /// Renders the masked message and metadata.
    public var formatter: LogFormatter

    /// Creates a logger for `subsystem`.
    public init(subsystem: String, minimumLevel: LogLevel = .info, formatter: LogFormatter = LogFormatter()) {
      self.subsystem = subsystem
      self.minimumLevel = minimumLevel
      self.formatter = formatter
    }

    /// Masks and writes `record` if it is at or above ``minimumLevel``.
    public func write(_ record: LogRecord) {
      guard record.level >= minimumLevel else { return }
      let text = formatter.body(of: record)
      Logger(subsystem: subsystem, category: record.category)
        .log(level: Self.type(of: record.level), "\(text, privacy: .public)")
    }

    private static func type(of level: LogLevel) -> OSLogType {
      switch level {
      case .trace, .debug: .debug
      case .info: .info
      case .notice, .warning: .default
      case .error: .error
      }
    }
  }
#endif
