import Foundation
import Observation
import SharedCore

/// The import screen: progress while rows are processed, then the report of created and updated
/// parties and every refused row with its line, column and reason.
@MainActor
public final class PartyImportViewModel: StatefulViewModel<PartyImportState>, ViewModel {
  private let book: PartyBook

  private enum Key: Hashable, Sendable { case importing }

  /// Creates the view model.
  public init(book: PartyBook) {
    self.book = book
    super.init(initialState: PartyImportState())
  }

  /// Handles one event.
  public func send(_ event: PartyImportEvent) {
    switch event {
    case .importCSV(let data):
      let updates = book.importCSV(data)
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
