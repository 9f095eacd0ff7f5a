import SharedCore

/// What a product list shows: a filter, an order and a page.
public struct ProductListQuery: Sendable, Hashable {
  /// Which products.
  public enum Filter: Sendable, Hashable {
    /// Every active product.
    case all
    /// Active products of a category (case- and accent-insensitive).
    case category(String)
    /// Active products at or below their low-stock threshold.
    case lowStock
    /// Active products with a batch in stock expiring on or before the date.
    case expiringBy(CalendarDate)
    /// Archived products.
    case archived
    /// Every product, active and archived.
    case everything
  }

  /// The order.
  public enum Sort: String, Sendable, Hashable, CaseIterable {
    /// By name, A to Z.
    case name
    /// By sale price, lowest first (products without one last).
    case price
  }

  /// Which products.
  public var filter: Filter
  /// The order.
  public var sort: Sort
  /// Rows to skip.
  public var offset: Int
  /// Rows per page.
  public var limit: Int

  /// A query; 50 rows per page by default.
  public init(filter: Filter = .all, sort: Sort = .name, offset: Int = 0, limit: Int = 50) {
    self.filter = filter
    self.sort = sort
    self.offset = max(0, offset)
    self.limit = max(1, limit)
  }
}
