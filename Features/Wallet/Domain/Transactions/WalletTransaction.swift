import Foundation
import SharedCore

/// A transaction as the backend lists it in history and sync pages.
public struct WalletTransaction: Sendable, Hashable, Codable, Identifiable {
  /// The backend's transaction id.
  public var id: String
  /// The kind of movement.
  public var type: WalletTransactionType
  /// The paying wallet.
  public var senderId: String
  /// The receiving wallet.
  public var receiverId: String
  /// The amount moved, exact.
  public var amount: Money
  /// Where it is in its life.
  public var status: WalletTransactionStatus
  /// The chain transaction's hash once settled.
  public var blockchainTxHash: String?
  /// When it was made.
  public var timestamp: Date
  /// When it was settled.
  public var completedAt: Date?

  /// Creates a transaction.
  public init(
    id: String, type: WalletTransactionType, senderId: String, receiverId: String, amount: Money,
    status: WalletTransactionStatus, blockchainTxHash: String? = nil, timestamp: Date, completedAt: Date? = nil
  ) {
    self.id = id
    self.type = type
    self.senderId = senderId
    self.receiverId = receiverId
    self.amount = amount
    self.status = status
    self.blockchainTxHash = blockchainTxHash
    self.timestamp = timestamp
    self.completedAt = completedAt
  }

  private enum CodingKeys: String, CodingKey {
    case id, type, senderId, receiverId, amount, status, blockchainTxHash, timestamp, completedAt
  }

  /// Decodes the backend's JSON; the amount is exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    type = try container.decode(WalletTransactionType.self, forKey: .type)
    senderId = try container.decode(String.self, forKey: .senderId)
    receiverId = try container.decode(String.self, forKey: .receiverId)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
    status = try container.decode(WalletTransactionStatus.self, forKey: .status)
    blockchainTxHash = try container.decodeIfPresent(String.self, forKey: .blockchainTxHash)
    timestamp = try container.decode(Date.self, forKey: .timestamp)
    completedAt = try container.decodeIfPresent(Date.self, forKey: .completedAt)
  }

  /// Encodes the backend's JSON, the amount as an exact number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(type, forKey: .type)
    try container.encode(senderId, forKey: .senderId)
    try container.encode(receiverId, forKey: .receiverId)
    try container.encodeWalletAmount(amount, forKey: .amount)
    try container.encode(status, forKey: .status)
    try container.encodeIfPresent(blockchainTxHash, forKey: .blockchainTxHash)
    try container.encode(timestamp, forKey: .timestamp)
    try container.encodeIfPresent(completedAt, forKey: .completedAt)
  }
}
