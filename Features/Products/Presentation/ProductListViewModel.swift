import Foundation
import Observation
import SharedCore

/// The product list: paged, filtered and sorted, with search-as-you-type in which the latest text
/// wins (an earlier search still running is cancelled and never overwrites a later one). Reads come
/// from the local store, so offline changes show at once.
@MainActor
public final class ProductListViewModel: StatefulViewModel<ProductListState>, ViewModel {
  private let catalog: ProductCatalog
  private let pageSize: Int

  private enum Key: Hashable, Sendable { case rows }

  /// Creates the view model.
  public init(catalog: ProductCatalog, pageSize: Int = 50) {
    self.catalog = catalog
    self.pageSize = pageSize
    super.init(initialState: ProductListState())
  }

  /// Handles one list-screen event.
  public func send(_ event: ProductListEvent) {
    switch event {
    case .load, .refresh:
      reload()
    case .search(let text):
      update { $0.searchText = text }
      reload()
    case .query(let filter, let sort):
      update { $0.query = ProductListQuery(filter: filter, sort: sort, limit: pageSize) }
      reload()
    case .loadMore:
      loadMore()
    }
  }

  private func reload() {
    let catalog = catalog
    let text = state.searchText.trimmingWhitespace()
    if !text.isEmpty {
      update { $0.nextOffset = nil }
      load(\.items, key: Key.rows, origin: .local) { try await catalog.search(text) }
      return
    }
    let query = ProductListQuery(filter: state.query.filter, sort: state.query.sort, offset: 0, limit: pageSize)
    load(\.items, key: Key.rows, origin: .local) { [weak self] in
      let page = try await catalog.list(query)
      await self?.update { $0.nextOffset = page.nextOffset }
      return page.items
    }
  }

  private func loadMore() {
    guard state.searchText.isEmpty, let offset = state.nextOffset, !state.items.isLoading else { return }
    let catalog = catalog
    let shown = state.items.value ?? []
    let query = ProductListQuery(filter: state.query.filter, sort: state.query.sort, offset: offset, limit: pageSize)
    load(\.items, key: Key.rows, origin: .local) { [weak self] in
      let page = try await catalog.list(query)
      await self?.update { $0.nextOffset = page.nextOffset }
      return shown + page.items
    }
  }
}
