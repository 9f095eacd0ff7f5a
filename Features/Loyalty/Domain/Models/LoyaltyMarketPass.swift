import Foundation
import SharedCore

/// The supermarket pass and the redeemed supermarket coupons.
public struct LoyaltyMarketPass: Sendable, Hashable, Codable {
  /// The pass barcode.
  public var barcode: String
  /// The balance on the pass.
  public var balance: Decimal?
  /// The participating supermarkets.
  public var supermarkets: [String]
  /// The map of participating shops.
  public var mapURL: URL?

  /// Reads the platform's market-pass object.
  public init(platform value: JSONValue, path: String = "marketPass") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    barcode = object.string("barcode") ?? ""
    balance = object.decimal("balance")
    supermarkets = object.strings("supermarkets")
    mapURL = object.url("map_url")
  }
}
