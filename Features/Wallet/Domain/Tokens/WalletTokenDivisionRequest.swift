import SharedCore

/// The body of `POST /tokens/divide`: split a token into a payment and change.
public struct WalletTokenDivisionRequest: Sendable, Hashable, Codable {
  /// The token to split.
  public var tokenId: String
  /// The payment part, sent as an exact JSON number; the rest comes back as change.
  public var paymentAmount: Money
  /// The holder's signature authorising the split.
  public var signature: String

  /// Creates a request.
  public init(tokenId: String, paymentAmount: Money, signature: String) {
    self.tokenId = tokenId
    self.paymentAmount = paymentAmount
    self.signature = signature
  }

  private enum CodingKeys: String, CodingKey {
    case tokenId, paymentAmount, signature
  }

  /// Decodes a request; the amount is exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tokenId = try container.decode(String.self, forKey: .tokenId)
    paymentAmount = try container.decodeWalletAmount(forKey: .paymentAmount, currency: currency)
    signature = try container.decode(String.self, forKey: .signature)
  }

  /// Encodes the request body, the amount as an exact number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tokenId, forKey: .tokenId)
    try container.encodeWalletAmount(paymentAmount, forKey: .paymentAmount)
    try container.encode(signature, forKey: .signature)
  }
}
