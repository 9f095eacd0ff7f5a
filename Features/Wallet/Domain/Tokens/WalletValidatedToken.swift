import Foundation
import SharedCore

/// A token as the backend's validation describes it.
public struct WalletValidatedToken: Sendable, Hashable, Codable, Identifiable {
  /// The token's serial.
  public var id: String
  /// Its value, exact.
  public var amount: Money
  /// The wallet it is made out to.
  public var ownerId: String
  /// The issuer's signature.
  public var signature: String
  /// Whether the backend has recorded it as spent.
  public var isSpent: Bool
  /// When it expires.
  public var expiresAt: Date
  /// When it was issued.
  public var createdAt: Date

  /// Creates a validated token.
  public init(
    id: String, amount: Money, ownerId: String, signature: String, isSpent: Bool, expiresAt: Date, createdAt: Date
  ) {
    self.id = id
    self.amount = amount
    self.ownerId = ownerId
    self.signature = signature
    self.isSpent = isSpent
    self.expiresAt = expiresAt
    self.createdAt = createdAt
  }

  private enum CodingKeys: String, CodingKey {
    case id, amount, ownerId, signature, isSpent, expiresAt, createdAt
  }

  /// Decodes the backend's JSON; the amount is exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
    ownerId = try container.decode(String.self, forKey: .ownerId)
    signature = try container.decode(String.self, forKey: .signature)
    isSpent = try container.decode(Bool.self, forKey: .isSpent)
    expiresAt = try container.decode(Date.self, forKey: .expiresAt)
    createdAt = try container.decode(Date.self, forKey: .createdAt)
  }

  /// Encodes the backend's JSON, the amount as an exact number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeWalletAmount(amount, forKey: .amount)
    try container.encode(ownerId, forKey: .ownerId)
    try container.encode(signature, forKey: .signature)
    try container.encode(isSpent, forKey: .isSpent)
    try container.encode(expiresAt, forKey: .expiresAt)
    try container.encode(createdAt, forKey: .createdAt)
  }
}
