import SharedCore

/// The body of `POST /tokens/validate`.
public struct WalletTokenValidationRequest: Sendable, Hashable, Codable {
  /// The token's serial.
  public var tokenId: String
  /// The token's signature.
  public var signature: String
  /// The token's value, sent as an exact JSON number.
  public var amount: Money

  /// Creates a request.
  public init(tokenId: String, signature: String, amount: Money) {
    self.tokenId = tokenId
    self.signature = signature
    self.amount = amount
  }

  private enum CodingKeys: String, CodingKey {
    case tokenId, signature, amount
  }

  /// Decodes a request; the amount is exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tokenId = try container.decode(String.self, forKey: .tokenId)
    signature = try container.decode(String.self, forKey: .signature)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
  }

  /// Encodes the request body, the amount as an exact number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tokenId, forKey: .tokenId)
    try container.encode(signature, forKey: .signature)
    try container.encodeWalletAmount(amount, forKey: .amount)
  }
}
