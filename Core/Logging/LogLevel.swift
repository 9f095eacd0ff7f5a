/// How important a log record is, from most verbose to most severe.
public enum LogLevel: Int, Sendable, Hashable, Comparable, CaseIterable, Codable {
  /// Step-by-step detail, for local debugging only.
  case trace
  /// Diagnostic detail.
  case debug
  /// Normal operation worth recording.
  case info
  /// Something unusual but handled.
  case notice
  /// Something went wrong and was recovered from.
  case warning
  /// An operation failed.
  case error

  /// Orders levels from most verbose (`trace`) to most severe (`error`).
  public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
