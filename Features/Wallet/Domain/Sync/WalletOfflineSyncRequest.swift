/// The body of `POST /transactions/sync-offline`: one batch of queued offline transactions.
public struct WalletOfflineSyncRequest: Sendable, Hashable, Codable {
  /// The batch.
  public var transactions: [WalletOfflineTransaction]

  /// Creates a batch.
  public init(transactions: [WalletOfflineTransaction]) {
    self.transactions = transactions
  }
}
