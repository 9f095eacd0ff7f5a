import Foundation

/// The filters of the history screen: a transaction type, a status and a date range, each optional.
public struct WalletHistoryFilter: Sendable, Hashable {
  /// Only this kind of transaction.
  public var type: WalletTransactionType?
  /// Only transactions in this status.
  public var status: WalletTransactionStatus?
  /// Only transactions at or after this moment.
  public var from: Date?
  /// Only transactions at or before this moment.
  public var to: Date?

  /// Creates a filter; no filter at all by default.
  public init(
    type: WalletTransactionType? = nil, status: WalletTransactionStatus? = nil, from: Date? = nil, to: Date? = nil
  ) {
    self.type = type
    self.status = status
    self.from = from
    self.to = to
  }

  /// The backend query for `page` of `limit` transactions with these filters.
  public func query(page: Int, limit: Int) -> WalletHistoryQuery {
    WalletHistoryQuery(page: page, limit: limit, type: type, status: status, startDate: from, endDate: to)
  }
}
