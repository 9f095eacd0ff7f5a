import Foundation
import SharedCore

/// One wallet's balance as the backend reports it: on chain, held offline as tokens, and pending.
public struct WalletBalance: Sendable, Hashable, Codable {
  /// The wallet's identifier.
  public var walletId: String
  /// The wallet's blockchain address.
  public var walletAddress: String
  /// The balance split by where the value is.
  public var balances: WalletBalances
  /// The sum the backend reports across the buckets.
  public var totalBalance: Money

  /// Creates a balance.
  public init(walletId: String, walletAddress: String, balances: WalletBalances, totalBalance: Money) {
    self.walletId = walletId
    self.walletAddress = walletAddress
    self.balances = balances
    self.totalBalance = totalBalance
  }

  private enum CodingKeys: String, CodingKey {
    case walletId, walletAddress, balances, totalBalance
  }

  /// Decodes the backend's JSON; `totalBalance` is an exact amount in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    walletId = try container.decode(String.self, forKey: .walletId)
    walletAddress = try container.decode(String.self, forKey: .walletAddress)
    balances = try container.decode(WalletBalances.self, forKey: .balances)
    totalBalance = try container.decodeWalletAmount(forKey: .totalBalance, currency: currency)
  }

  /// Encodes the backend's JSON, amounts as exact numbers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(walletId, forKey: .walletId)
    try container.encode(walletAddress, forKey: .walletAddress)
    try container.encode(balances, forKey: .balances)
    try container.encodeWalletAmount(totalBalance, forKey: .totalBalance)
  }
}
