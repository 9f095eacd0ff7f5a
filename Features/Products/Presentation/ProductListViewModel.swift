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

  /// The list's pages and search results.
  private lazy var rows = PagedListLoader(
    self, items: \.items, nextOffset: \.nextOffset,
    page: { [catalog, pageSize] (query: ProductListQuery, offset: Int) in
      try await catalog.list(ProductListQuery(filter: query.filter, sort: query.sort, offset: offset, limit: pageSize))
    },
    search: { [catalog] text in try await catalog.search(text) })

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
      rows.loadMore(state.query)
    }
  }

  private func reload() {
    rows.reload(state.query, searchText: state.searchText)
  }
}
