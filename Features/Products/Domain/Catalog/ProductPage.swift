import SharedCore

/// One page of a product list.
public struct ProductPage: Sendable, Hashable, PagedListPage {
  /// The items, in the query's order.
  public let items: [ProductListItem]
  /// The offset of the next page, or `nil` on the last page.
  public let nextOffset: Int?

  /// A page.
  public init(items: [ProductListItem], nextOffset: Int?) {
    self.items = items
    self.nextOffset = nextOffset
  }
}
