/// Where a spend recorded in the vault is in its life.
public enum WalletOperationState: String, Sendable, Hashable, Codable, CaseIterable {
  /// Recorded, outcome not yet known: the token is reserved and counts as pending.
  case pending
  /// Definitely accepted: the token is spent.
  case confirmed
  /// Definitely refused: the token is released and spendable again.
  case rejected
}
