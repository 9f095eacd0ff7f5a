/// One page of `GET /wallet/history`.
public struct WalletHistoryPage: Sendable, Hashable, Codable {
  /// The transactions on this page, newest first.
  public var transactions: [WalletTransaction]
  /// Where the page sits in the whole list.
  public var pagination: WalletHistoryPagination

  /// Creates a page.
  public init(transactions: [WalletTransaction], pagination: WalletHistoryPagination) {
    self.transactions = transactions
    self.pagination = pagination
  }
}
