import Foundation

/// Renders a record as one masked line: `2026-11-21T04:40:00Z [INFO] http: message key=value`.
///
/// The timestamp is ISO 8601 in UTC (RFC 3339 §5.6), metadata follows sorted by key, and values
/// containing spaces, quotes or `=` are quoted. Every line goes through the ``LogMasker`` first.
public struct LogFormatter: Sendable {
  /// The masker applied to every record.
  public var masker: LogMasker

  /// Creates a formatter that masks with `masker`.
  public init(masker: LogMasker = LogMasker()) {
    self.masker = masker
  }

  /// The masked, single-line rendering of `record` logged at `date`.
  public func format(_ record: LogRecord, at date: Date) -> String {
    "\(Self.timestamp(date)) [\(record.level.label)] \(record.category): \(body(of: record))"
  }

  /// The masked message and metadata alone (`message key=value`), for sinks such as OSLog
  /// that record the time, level and category themselves.
  public func body(of record: LogRecord) -> String {
    let masked = masker.mask(record)
    var line = Self.singleLine(masked.message)
    for key in masked.metadata.keys.sorted() {
      line += " \(key)=\(Self.quotedIfNeeded(masked.metadata[key] ?? ""))"
    }
    return line
  }

  private static func timestamp(_ date: Date) -> String {
    UTCTimestamp.string(from: date)
  }

  private static func singleLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return text }
    return text.replacingOccurrences(of: "\r\n", with: "\\n")
      .replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "\\r")
  }

  private static func quotedIfNeeded(_ value: String) -> String {
    let needsQuotes = value.isEmpty || value.contains { $0.isWhitespace || $0 == "\"" || $0 == "=" }
    guard needsQuotes else { return value }
    return "\"" + singleLine(value).replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

extension LogLevel {
  /// The upper-case name used in formatted lines (`INFO`, `WARNING`).
  public var label: String {
    switch self {
    case .trace: "TRACE"
    case .debug: "DEBUG"
    case .info: "INFO"
    case .notice: "NOTICE"
    case .warning: "WARNING"
    case .error: "ERROR"
    }
  }
}
