import SharedCore

/// What the product list screen shows.
public struct ProductListState: Sendable, Equatable {
  /// The search text; empty shows the filtered list.
  public var searchText = ""
  /// The filter and order of the list.
  public var query = ProductListQuery()
  /// The rows: the list's pages so far, or the search results.
  public var items: ResourceState<[ProductListItem], AppError> = .idle
  /// Where the next page starts, when there is one (not while searching).
  public var nextOffset: Int?

  /// The initial state.
  public init() {}
}
