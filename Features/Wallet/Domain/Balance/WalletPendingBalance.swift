import Foundation
import SharedCore

/// The value in transactions the backend has not settled yet.
public struct WalletPendingBalance: Sendable, Hashable, Codable {
  /// The pending total.
  public var amount: Money
  /// How many transactions are pending.
  public var transactionCount: Int

  /// Creates a pending balance.
  public init(amount: Money, transactionCount: Int) {
    self.amount = amount
    self.transactionCount = transactionCount
  }

  private enum CodingKeys: String, CodingKey {
    case amount, transactionCount
  }

  /// Decodes the backend's JSON; the amount is exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
    transactionCount = try container.decode(Int.self, forKey: .transactionCount)
  }

  /// Encodes the backend's JSON, the amount as an exact number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeWalletAmount(amount, forKey: .amount)
    try container.encode(transactionCount, forKey: .transactionCount)
  }
}
