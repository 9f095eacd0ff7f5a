import SharedCore

/// What the import screen shows.
public struct PartyImportState: Sendable, Equatable {
  /// Rows processed so far.
  public var done = 0
  /// Rows in the file.
  public var total = 0
  /// The result: the report with every refused row.
  public var report: ResourceState<PartyImportReport, AppError> = .idle

  /// The initial state.
  public init() {}
}
