import Foundation

/// One page of `GET /transactions/sync`: the transactions changed since a cursor, and the next cursor.
public struct WalletTransactionSyncPage: Sendable, Hashable, Codable {
  /// The transactions in this page.
  public var transactions: [WalletTransaction]
  /// The cursor to send as `lastSyncTimestamp` for the next page.
  public var lastSyncTimestamp: Date
  /// How many transactions the whole sync has.
  public var totalCount: Int
  /// Whether another page follows.
  public var hasMore: Bool

  /// Creates a page.
  public init(transactions: [WalletTransaction], lastSyncTimestamp: Date, totalCount: Int, hasMore: Bool) {
    self.transactions = transactions
    self.lastSyncTimestamp = lastSyncTimestamp
    self.totalCount = totalCount
    self.hasMore = hasMore
  }
}
