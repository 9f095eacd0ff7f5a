import SharedCore

/// What an import reports as it runs.
public enum ProductImportUpdate: Sendable, Hashable {
  /// `done` of `total` data rows processed.
  case progress(done: Int, total: Int)
  /// The import finished; the report lists every refused row.
  case finished(ProductImportReport)
  /// The import stopped: the store failed (rows already saved stay saved and queued for sync).
  case failed(AppError)
}
