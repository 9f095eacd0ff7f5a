import Foundation
import SharedCore

/// The value settled on the blockchain, in the currency the backend names.
public struct WalletBlockchainBalance: Sendable, Hashable, Codable {
  /// The amount, exact, in its own ``currency``.
  public var amount: Money
  /// The amount's currency (the `currency` field of the JSON).
  public var currency: Currency { amount.currency }
  /// When the backend last read the chain.
  public var lastUpdated: Date

  /// Creates a blockchain balance.
  public init(amount: Money, lastUpdated: Date) {
    self.amount = amount
    self.lastUpdated = lastUpdated
  }

  private enum CodingKeys: String, CodingKey {
    case amount, currency, lastUpdated
  }

  /// Decodes `{"amount": 120.5, "currency": "INR", "lastUpdated": "…"}`; the amount may not have
  /// more fraction digits than the named currency.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let currency = try container.decode(Currency.self, forKey: .currency)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
    lastUpdated = try container.decode(Date.self, forKey: .lastUpdated)
  }

  /// Encodes the amount as an exact number beside its currency code.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeWalletAmount(amount, forKey: .amount)
    try container.encode(currency, forKey: .currency)
    try container.encode(lastUpdated, forKey: .lastUpdated)
  }
}
