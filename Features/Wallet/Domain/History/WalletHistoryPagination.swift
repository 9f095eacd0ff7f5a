/// Where a history page sits in the whole list.
public struct WalletHistoryPagination: Sendable, Hashable, Codable {
  /// This page, from 1.
  public var page: Int
  /// Transactions per page.
  public var limit: Int
  /// Transactions matching the filters in all.
  public var total: Int
  /// Pages in all.
  public var totalPages: Int

  /// Creates pagination.
  public init(page: Int, limit: Int, total: Int, totalPages: Int) {
    self.page = page
    self.limit = limit
    self.total = total
    self.totalPages = totalPages
  }

  /// Whether a page follows this one.
  public var hasMore: Bool { page < totalPages }
}
