import SharedCore

/// What a party import reports as it runs.
public enum PartyImportUpdate: Sendable, Hashable {
  /// `done` of `total` data rows processed.
  case progress(done: Int, total: Int)
  /// The import finished; the report lists every refused row.
  case finished(PartyImportReport)
  /// The import stopped: the store failed or the import was cancelled; nothing was saved.
  case failed(AppError)
}
