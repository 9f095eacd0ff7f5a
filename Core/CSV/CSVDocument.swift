/// What ``CSVReader`` read from a file: every record it could read and an error for every one it
/// could not, both in file order.
public struct CSVDocument: Sendable, Hashable {
  /// The records that were read, the header row (if any) first.
  public var records: [CSVRecord]
  /// One error per record that could not be read; the reader went on with the next line.
  public var errors: [CSVError]

  /// A document of `records` and `errors`.
  public init(records: [CSVRecord], errors: [CSVError]) {
    self.records = records
    self.errors = errors
  }
}
