import Foundation

/// The backend's answer to a submission: the transaction's id and first status.
public struct WalletTransactionReceipt: Sendable, Hashable, Codable {
  /// The id the backend gave the transaction.
  public var transactionId: String
  /// Its status on receipt.
  public var status: WalletTransactionStatus
  /// The chain transaction's hash, when already known.
  public var blockchainTxHash: String?
  /// When the backend received it.
  public var timestamp: Date

  /// Creates a receipt.
  public init(
    transactionId: String, status: WalletTransactionStatus, blockchainTxHash: String? = nil, timestamp: Date
  ) {
    self.transactionId = transactionId
    self.status = status
    self.blockchainTxHash = blockchainTxHash
    self.timestamp = timestamp
  }
}
