/// Malformed JSON text, with where it went wrong.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong (`unexpected character "x"`, `unterminated string`).
  public var reason: String
  /// 1-based line of the offending byte.
  public var line: Int
  /// 1-based column (in bytes) of the offending byte.
  public var column: Int

  /// Creates a parse error.
  public init(reason: String, line: Int, column: Int) {
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// `"<reason> at line L, column C"`.
  public var description: String {
    "\(reason) at line \(line), column \(column)"
  }
}
