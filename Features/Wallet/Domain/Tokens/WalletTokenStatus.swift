import SharedCore

/// A token's state after an operation on it (the original token of a division).
public struct WalletTokenStatus: Sendable, Hashable, Codable, Identifiable {
  /// The token's serial.
  public var id: String
  /// Its value, exact.
  public var amount: Money
  /// The backend's word for its state (`divided`, `spent`, …).
  public var status: String

  /// Creates a token status.
  public init(id: String, amount: Money, status: String) {
    self.id = id
    self.amount = amount
    self.status = status
  }

  private enum CodingKeys: String, CodingKey {
    case id, amount, status
  }

  /// Decodes the backend's JSON; the amount is exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
    status = try container.decode(String.self, forKey: .status)
  }

  /// Encodes the backend's JSON, the amount as an exact number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeWalletAmount(amount, forKey: .amount)
    try container.encode(status, forKey: .status)
  }
}
