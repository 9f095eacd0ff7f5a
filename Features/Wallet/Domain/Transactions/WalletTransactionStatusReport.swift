import Foundation

/// A transaction's current status (`GET /transactions/{id}/status`).
public struct WalletTransactionStatusReport: Sendable, Hashable, Codable {
  /// The transaction.
  public var transactionId: String
  /// Its status now.
  public var status: WalletTransactionStatus
  /// Chain confirmations so far, when settled on chain.
  public var confirmations: Int?
  /// The chain transaction's hash, once known.
  public var blockchainTxHash: String?
  /// Why it failed, for a failed or cancelled transaction.
  public var reason: String?
  /// When the status last changed.
  public var updatedAt: Date

  /// Creates a status report.
  public init(
    transactionId: String, status: WalletTransactionStatus, confirmations: Int? = nil, blockchainTxHash: String? = nil,
    reason: String? = nil, updatedAt: Date
  ) {
    self.transactionId = transactionId
    self.status = status
    self.confirmations = confirmations
    self.blockchainTxHash = blockchainTxHash
    self.reason = reason
    self.updatedAt = updatedAt
  }
}
