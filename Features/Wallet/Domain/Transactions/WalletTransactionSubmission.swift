import SharedCore

/// The body of a transaction submission (`POST /transactions/submit`).
public struct WalletTransactionSubmission: Sendable, Hashable, Codable {
  /// The kind of movement.
  public var type: WalletTransactionType
  /// The paying wallet.
  public var senderId: String
  /// The receiving wallet.
  public var receiverId: String
  /// The amount, exact; sent as a JSON number.
  public var amount: Money
  /// The offline tokens the payment spends.
  public var tokenIds: [String]
  /// The sender's signature over the transaction.
  public var senderSignature: String
  /// Optional details.
  public var metadata: WalletTransactionMetadata?

  /// Creates a submission.
  public init(
    type: WalletTransactionType, senderId: String, receiverId: String, amount: Money, tokenIds: [String],
    senderSignature: String, metadata: WalletTransactionMetadata? = nil
  ) {
    self.type = type
    self.senderId = senderId
    self.receiverId = receiverId
    self.amount = amount
    self.tokenIds = tokenIds
    self.senderSignature = senderSignature
    self.metadata = metadata
  }

  private enum CodingKeys: String, CodingKey {
    case type, senderId, receiverId, amount, tokenIds, senderSignature, metadata
  }

  /// Decodes a submission; the amount is exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(WalletTransactionType.self, forKey: .type)
    senderId = try container.decode(String.self, forKey: .senderId)
    receiverId = try container.decode(String.self, forKey: .receiverId)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
    tokenIds = try container.decode([String].self, forKey: .tokenIds)
    senderSignature = try container.decode(String.self, forKey: .senderSignature)
    metadata = try container.decodeIfPresent(WalletTransactionMetadata.self, forKey: .metadata)
  }

  /// Encodes the request body, the amount as an exact number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    try container.encode(senderId, forKey: .senderId)
    try container.encode(receiverId, forKey: .receiverId)
    try container.encodeWalletAmount(amount, forKey: .amount)
    try container.encode(tokenIds, forKey: .tokenIds)
    try container.encode(senderSignature, forKey: .senderSignature)
    try container.encodeIfPresent(metadata, forKey: .metadata)
  }
}
