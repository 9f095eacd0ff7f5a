import Foundation
import Observation
import SharedCore

/// The party list: paged and filtered by kind, overdue and archived, with each party's balance and
/// overdue amount and the totals of the filter, and search-as-you-type in which the latest text
/// wins (an earlier search still running is cancelled and never overwrites a later one). Reads
/// come from the local store, so offline changes show at once.
@MainActor
public final class PartyListViewModel: StatefulViewModel<PartyListState>, ViewModel {
  private let book: PartyBook
  private let pageSize: Int

  private enum Key: Hashable, Sendable { case totals }

  /// The list's pages and search results.
  private lazy var rows = PagedListLoader(
    self, items: \.items, nextOffset: \.nextOffset,
    page: { [book] (query: PartyListQuery, offset: Int) in
      var query = query
      query.offset = offset
      return try await book.list(query)
    },
    search: { [book] text in try await book.search(text) })

  /// Creates the view model.
  public init(book: PartyBook, pageSize: Int = 50) {
    self.book = book
    self.pageSize = pageSize
    super.init(initialState: PartyListState())
    update { $0.query.limit = max(1, pageSize) }
  }

  /// Handles one list-screen event.
  public func send(_ event: PartyListEvent) {
    switch event {
    case .load, .refresh:
      reload()
      loadTotals()
    case .search(let text):
      update { $0.searchText = text }
      reload()
    case .filter(let kind, let overdueOnly, let archived):
      update {
        $0.query = PartyListQuery(kind: kind, overdueOnly: overdueOnly, archived: archived, limit: pageSize)
      }
      reload()
      loadTotals()
    case .loadMore:
      rows.loadMore(state.query)
    }
  }

  private func reload() {
    rows.reload(state.query, searchText: state.searchText)
  }

  private func loadTotals() {
    let book = book
    let query = state.query
    load(\.totals, key: Key.totals, origin: .local) { try await book.totals(query) }
  }
}
