import Foundation
import Observation

/// An import screen: progress while a CSV file's rows are processed, then the report of created
/// and updated records and every refused row with its line, column and reason.
///
/// Features create it over their own import (`ProductImportViewModel(catalog:)`,
/// `PartyImportViewModel(book:)`); a newer import replaces a running one.
@MainActor
public final class CSVImportViewModel: StatefulViewModel<CSVImportState>, ViewModel {
  /// Starts an import of a file's bytes and reports its updates.
  public typealias Importer = @Sendable (Data) -> AsyncStream<CSVImportUpdate>

  private let importer: Importer

  private enum Key: Hashable, Sendable { case importing }

  /// Creates the view model over `importer`.
  public init(importer: @escaping Importer) {
    self.importer = importer
    super.init(initialState: CSVImportState())
  }

  /// Handles one event.
  public func send(_ event: CSVImportEvent) {
    switch event {
    case .importCSV(let data):
      let updates = importer(data)
      update {
        $0.done = 0
        $0.total = 0
        $0.report = .loading(previous: nil)
      }
      tasks.run(Key.importing) { [weak self] in
        for await update in updates {
          guard let self else { return }
          switch update {
          case .progress(let done, let total):
            self.update {
              $0.done = done
              $0.total = total
            }
          case .finished(let report): self.update { $0.report = .success(report, origin: .local) }
          case .failed(let error): self.update { $0.report = .failed(error, previous: nil) }
          }
        }
      }
    case .cancel:
      tasks.cancel(Key.importing)
      update { if $0.report.isLoading { $0.report = .failed(.cancelled, previous: nil) } }
    }
  }
}
