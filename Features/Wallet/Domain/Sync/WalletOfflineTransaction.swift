import Foundation
import SharedCore

/// A transaction made offline, queued for `POST /transactions/sync-offline`.
public struct WalletOfflineTransaction: Sendable, Hashable, Codable, Identifiable {
  /// The device's id for it: the idempotency key the backend deduplicates on.
  public var id: String
  /// The paying wallet.
  public var senderId: String
  /// The receiving wallet.
  public var receiverId: String
  /// The amount, exact; sent as a JSON number.
  public var amount: Money
  /// The offline tokens it moved.
  public var tokenIds: [String]
  /// The payer's signature over it.
  public var signature: String
  /// When it was made on the device.
  public var timestamp: Date
  /// Optional details.
  public var metadata: WalletTransactionMetadata?

  /// Creates an offline transaction.
  public init(
    id: String, senderId: String, receiverId: String, amount: Money, tokenIds: [String], signature: String,
    timestamp: Date, metadata: WalletTransactionMetadata? = nil
  ) {
    self.id = id
    self.senderId = senderId
    self.receiverId = receiverId
    self.amount = amount
    self.tokenIds = tokenIds
    self.signature = signature
    self.timestamp = timestamp
    self.metadata = metadata
  }

  private enum CodingKeys: String, CodingKey {
    case id, senderId, receiverId, amount, tokenIds, signature, timestamp, metadata
  }

  /// Decodes a queued transaction; the amount is exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    senderId = try container.decode(String.self, forKey: .senderId)
    receiverId = try container.decode(String.self, forKey: .receiverId)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
    tokenIds = try container.decode([String].self, forKey: .tokenIds)
    signature = try container.decode(String.self, forKey: .signature)
    timestamp = try container.decode(Date.self, forKey: .timestamp)
    metadata = try container.decodeIfPresent(WalletTransactionMetadata.self, forKey: .metadata)
  }

  /// Encodes the transaction, the amount as an exact number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(senderId, forKey: .senderId)
    try container.encode(receiverId, forKey: .receiverId)
    try container.encodeWalletAmount(amount, forKey: .amount)
    try container.encode(tokenIds, forKey: .tokenIds)
    try container.encode(signature, forKey: .signature)
    try container.encode(timestamp, forKey: .timestamp)
    try container.encodeIfPresent(metadata, forKey: .metadata)
  }
}
