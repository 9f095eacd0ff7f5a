import Foundation
import SharedCore

/// Supermarket coupons the user redeemed, and their total value.
public struct LoyaltyRedeemedSMHistory: Sendable, Hashable, Codable {
  /// One redeemed supermarket coupon.
  public struct Entry: Sendable, Hashable, Codable {
    /// The code.
    public var code: String
    /// The name.
    public var name: String
    /// When it was redeemed.
    public var redeemedDate: Date?
    /// Its value.
    public var value: Decimal?
  }

  /// The sum of the values, as the platform states it.
  public var totalRedeemedValue: Decimal?
  /// The coupons, newest first.
  public var coupons: [Entry]

  /// Reads the platform's history object.
  public init(platform value: JSONValue, path: String = "history") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    totalRedeemedValue = object.decimal("total_redeemed_value")
    var entries: [Entry] = []
    for (index, element) in try LoyaltyJSONObject.array(value, key: "coupons", path: "\(path).coupons").enumerated() {
      let entry = try LoyaltyJSONObject(element, path: "\(path).coupons[\(index)]")
      entries.append(
        Entry(
          code: entry.string("coupon") ?? "", name: entry.string("name") ?? "",
          redeemedDate: entry.date("redeemed_date"),
          value: entry.decimal("value")))
    }
    coupons = entries.sorted { ($0.redeemedDate ?? .distantPast) > ($1.redeemedDate ?? .distantPast) }
  }
}
