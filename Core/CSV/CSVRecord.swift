/// One record of a CSV file: its fields, and the line it starts on.
public struct CSVRecord: Sendable, Hashable {
  /// The 1-based line of the file the record starts on (a quoted field may carry it over several lines).
  public let line: Int
  /// The fields, unquoted, in file order.
  public let fields: [String]

  /// A record starting on `line`.
  public init(line: Int, fields: [String]) {
    self.line = line
    self.fields = fields
  }
}
