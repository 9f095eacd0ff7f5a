/// What a CSV import reports as it runs.
///
/// Features name it for what they import (`ProductImportUpdate`, `PartyImportUpdate`).
public enum CSVImportUpdate: Sendable, Hashable {
  /// `done` of `total` data rows processed.
  case progress(done: Int, total: Int)
  /// The import finished; the report lists every refused row.
  case finished(CSVImportReport)
  /// The import stopped: the store failed or the import was cancelled; nothing was saved.
  case failed(AppError)

  /// The updates of `run` as a stream: its progress as it reports it, then `.finished` with its
  /// report, or `.failed` with what it threw. Ending the stream early (a reader that stops
  /// listening) cancels `run`.
  public static func stream(
    _ run:
      @escaping @Sendable (_ progress: @escaping @Sendable (CSVImportUpdate) -> Void) async throws
      -> CSVImportReport
  ) -> AsyncStream<CSVImportUpdate> {
    AsyncStream { continuation in
      let task = Task {
        do {
          continuation.yield(.finished(try await run { continuation.yield($0) }))
        } catch {
          continuation.yield(.failed(AppError(error)))
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
