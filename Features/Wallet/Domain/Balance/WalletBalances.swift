/// A wallet's balance by bucket.
public struct WalletBalances: Sendable, Hashable, Codable {
  /// Value settled on the blockchain.
  public var blockchain: WalletBlockchainBalance
  /// Value held on the device as offline tokens.
  public var offline: WalletOfflineBalance
  /// Value in transactions not yet settled.
  public var pending: WalletPendingBalance

  /// Creates the buckets.
  public init(blockchain: WalletBlockchainBalance, offline: WalletOfflineBalance, pending: WalletPendingBalance) {
    self.blockchain = blockchain
    self.offline = offline
    self.pending = pending
  }
}
