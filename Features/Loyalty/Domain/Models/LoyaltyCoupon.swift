import Foundation
import SharedCore

/// One of the user's coupons.
public struct LoyaltyCoupon: Sendable, Hashable, Codable, Identifiable {
  /// Whether a coupon can still be used.
  public enum Status: Int, Sendable, Hashable, Codable {
    /// Already used (platform status 0).
    case redeemed = 0
    /// Usable (platform status 1).
    case active = 1
  }

  /// The coupon code, its identity.
  public var code: String
  /// The coupon set it belongs to.
  public var couponSetUUID: String
  /// The display name.
  public var name: String
  /// Active or redeemed.
  public var status: Status
  /// When it expires.
  public var expiration: Date?
  /// When it was redeemed.
  public var redeemedDate: Date?
  /// The barcode to show at the till.
  public var barcode: String
  /// The discount, as the platform states it.
  public var discount: Decimal?

  /// The identity: ``code``.
  public var id: String { code }

  /// Creates a coupon.
  public init(
    code: String, couponSetUUID: String, name: String, status: Status, expiration: Date? = nil,
    redeemedDate: Date? = nil, barcode: String = "", discount: Decimal? = nil
  ) {
    self.code = code
    self.couponSetUUID = couponSetUUID
    self.name = name
    self.status = status
    self.expiration = expiration
    self.redeemedDate = redeemedDate
    self.barcode = barcode
    self.discount = discount
  }

  /// Reads the platform's coupon object; every date format the platform uses is accepted.
  /// - Throws: ``WarplyError/dataParsingError(path:)`` naming a missing code or an unknown status.
  public init(platform value: JSONValue, path: String = "coupon") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    guard let raw = object.int("status"), let status = Status(rawValue: raw) else {
      throw .dataParsingError(path: "\(path).status")
    }
    self.init(
      code: try object.required("coupon"), couponSetUUID: object.string("couponset_uuid") ?? "",
      name: object.string("name") ?? "", status: status, expiration: object.date("expiration"),
      redeemedDate: object.date("redeemed_date"), barcode: object.string("barcode") ?? "",
      discount: object.decimal("discount"))
  }

  /// The expiry as `dd/MM/yyyy`, empty when unknown.
  public var expirationDisplay: String { expiration.map(LoyaltyDate.display) ?? "" }
}
