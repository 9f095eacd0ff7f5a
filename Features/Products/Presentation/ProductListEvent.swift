/// What the product list screen sends its ``ProductListViewModel``.
public enum ProductListEvent: Sendable, Hashable {
  /// Show the first page (on appear).
  case load
  /// The search box changed; the latest text wins, earlier searches are cancelled.
  case search(String)
  /// Show another filter or order.
  case query(ProductListQuery.Filter, ProductListQuery.Sort)
  /// Load the next page of the list.
  case loadMore
  /// Reload what is shown (after a sync or pull to refresh).
  case refresh
}
