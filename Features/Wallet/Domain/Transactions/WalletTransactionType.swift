/// What kind of movement a transaction is (the `type` field and history filter).
public enum WalletTransactionType: String, Sendable, Hashable, Codable, CaseIterable {
  /// Value passed between devices as offline tokens, settled later.
  case offlineTransfer = "offline_transfer"
  /// A transfer settled online.
  case onlineTransfer = "online_transfer"
  /// Buying offline tokens with on-chain value.
  case tokenPurchase = "token_purchase"
  /// Turning offline tokens back into on-chain value.
  case tokenRedemption = "token_redemption"
}
