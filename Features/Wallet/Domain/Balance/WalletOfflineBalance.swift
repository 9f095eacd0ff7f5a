import Foundation
import SharedCore

/// The value held on the device as offline tokens.
public struct WalletOfflineBalance: Sendable, Hashable, Codable {
  /// The tokens' total.
  public var amount: Money
  /// How many tokens make it up.
  public var tokenCount: Int
  /// When it last changed.
  public var lastUpdated: Date

  /// Creates an offline balance.
  public init(amount: Money, tokenCount: Int, lastUpdated: Date) {
    self.amount = amount
    self.tokenCount = tokenCount
    self.lastUpdated = lastUpdated
  }

  private enum CodingKeys: String, CodingKey {
    case amount, tokenCount, lastUpdated
  }

  /// Decodes the backend's JSON; the amount is exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
    tokenCount = try container.decode(Int.self, forKey: .tokenCount)
    lastUpdated = try container.decode(Date.self, forKey: .lastUpdated)
  }

  /// Encodes the backend's JSON, the amount as an exact number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeWalletAmount(amount, forKey: .amount)
    try container.encode(tokenCount, forKey: .tokenCount)
    try container.encode(lastUpdated, forKey: .lastUpdated)
  }
}
