import Observation
import SharedCore

/// The merge screen: choose a duplicate and the party it merges into, see what moves (entry counts
/// and balances before and after), then merge — one synced change after which the survivor's
/// balance is the sum of both.
@MainActor
public final class PartyMergeViewModel: StatefulViewModel<PartyMergeState>, ViewModel {
  private let book: PartyBook

  private enum Key: Hashable, Sendable { case preview, merge }

  /// Creates the view model.
  public init(book: PartyBook) {
    self.book = book
    super.init(initialState: PartyMergeState())
  }

  /// Handles one event.
  public func send(_ event: PartyMergeEvent) {
    let book = book
    switch event {
    case .select(let mergedId, let survivorId):
      update {
        $0.mergedId = mergedId
        $0.survivorId = survivorId
        $0.result = .idle
      }
      load(\.preview, key: Key.preview, origin: .local) { try await book.previewMerge(mergedId, into: survivorId) }
    case .merge:
      guard let mergedId = state.mergedId, let survivorId = state.survivorId, state.preview.isSuccess else { return }
      load(\.result, key: Key.merge, origin: .local) { try await book.merge(mergedId, into: survivorId) }
    }
  }
}
