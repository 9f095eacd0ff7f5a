import Observation
import SharedCore

/// The history screen: transactions page by page, filtered by type, status and dates.
///
/// A new filter or a refresh starts again from the first page (cancelling a page still loading);
/// ``WalletHistoryEvent/loadMore`` appends the next page to those loaded.
@MainActor
public final class WalletHistoryViewModel: StatefulViewModel<WalletHistoryState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case history
  }

  private let api: WalletAPI
  private let pageSize: Int

  /// Creates the view model loading `pageSize` transactions per page (1...100).
  public init(api: WalletAPI, pageSize: Int = 20) {
    self.api = api
    self.pageSize = min(max(pageSize, 1), 100)
    super.init(initialState: WalletHistoryState())
  }

  /// Handles one history-screen event.
  public func send(_ event: WalletHistoryEvent) {
    switch event {
    case .appeared, .refresh:
      loadFirstPage()
    case .filter(let filter):
      update { $0.filter = filter }
      loadFirstPage()
    case .loadMore:
      guard state.canLoadMore, let loaded = state.history.value else { return }
      let api = api
      let query = state.filter.query(page: loaded.pagination.page + 1, limit: pageSize)
      load(\.history, key: Key.history) {
        let next = try await api.history(query)
        return WalletHistoryPage(transactions: loaded.transactions + next.transactions, pagination: next.pagination)
      }
    }
  }

  private func loadFirstPage() {
    let api = api
    let query = state.filter.query(page: 1, limit: pageSize)
    load(\.history, key: Key.history) { try await api.history(query) }
  }
}
