import Foundation
import Observation
import SharedCore

/// The expense list: paged and filtered by dates, category, mode, vendor, text and input tax credit,
/// with the filter's totals and the categories to offer. Reads come from the local store, so offline
/// changes show at once.
@MainActor
public final class ExpenseListViewModel: StatefulViewModel<ExpenseListState>, ViewModel {
  private let book: ExpenseBook
  private let pageSize: Int

  private enum Key: Hashable, Sendable { case totals, categories, delete }

  private lazy var rows = PagedListLoader(
    self, items: \.items, nextOffset: \.nextOffset,
    page: { [book] (query: ExpenseListQuery, offset: Int) in
      var query = query
      query.offset = offset
      return try await book.list(query)
    })

  /// Creates the view model, `pageSize` expenses a page.
  public init(book: ExpenseBook, pageSize: Int = 50) {
    self.book = book
    self.pageSize = max(1, pageSize)
    super.init(initialState: ExpenseListState())
    update { $0.query.limit = self.pageSize }
  }

  /// Handles one list-screen event.
  public func send(_ event: ExpenseListEvent) {
    switch event {
    case .load, .refresh:
      reload()
      tasks.run(Key.categories) { [weak self, book] in
        guard let categories = try? await book.categories(), !Task.isCancelled else { return }
        self?.update { $0.categories = categories }
      }
    case .filter(var query):
      query.offset = 0
      query.limit = pageSize
      update { $0.query = query }
      reload()
    case .loadMore:
      rows.loadMore(state.query)
    case .delete(let id):
      tasks.run(Key.delete) { [weak self, book] in
        do {
          try await book.delete(id)
          self?.reload()
        } catch {
          self?.update { $0.items = .failed(AppError(error), previous: $0.items.value) }
        }
      }
    }
  }

  private func reload() {
    rows.reload(state.query, searchText: "")
    let book = book
    let query = state.query
    load(\.totals, key: Key.totals, origin: .local) { try await book.totals(query) }
  }
}
