/// Where a transaction is in its life (the `status` field and history filter).
public enum WalletTransactionStatus: String, Sendable, Hashable, Codable, CaseIterable {
  /// Received, not settled.
  case pending
  /// Being settled on the chain.
  case processing
  /// Settled.
  case completed
  /// Refused or failed for good.
  case failed
  /// Cancelled before settlement.
  case cancelled

  /// Whether the status is final: the transaction will not change again.
  public var isFinal: Bool {
    switch self {
    case .completed, .failed, .cancelled: true
    case .pending, .processing: false
    }
  }
}
