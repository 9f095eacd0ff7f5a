/// What an import screen shows.
public struct CSVImportState: Sendable, Equatable {
  /// Rows processed so far.
  public var done = 0
  /// Rows in the file.
  public var total = 0
  /// The result: the report with every refused row.
  public var report: ResourceState<CSVImportReport, AppError> = .idle

  /// The initial state.
  public init() {}
}
