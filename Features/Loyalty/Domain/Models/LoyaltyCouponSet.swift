import Foundation
import SharedCore

/// A coupon set: the offer behind coupons.
public struct LoyaltyCouponSet: Sendable, Hashable, Codable, Identifiable {
  /// The identity.
  public var uuid: String
  /// The name.
  public var name: String
  /// The description.
  public var description: String
  /// The preview image.
  public var imagePreview: URL?
  /// When the set expires.
  public var expiration: Date?
  /// The discount amount or percentage.
  public var discount: Decimal?
  /// `value` or `percentage`.
  public var discountType: String
  /// The price after the discount, when stated.
  public var finalPrice: Decimal?
  /// The set's kind.
  public var couponSetType: String
  /// The merchant offering it.
  public var merchantUUID: String
  /// The terms.
  public var terms: String
  /// The shops that accept it.
  public var shopAvailability: [String]

  /// The identity: ``uuid``.
  public var id: String { uuid }

  /// Reads the platform's coupon-set object.
  /// - Throws: ``WarplyError/dataParsingError(path:)`` naming a missing `uuid`.
  public init(platform value: JSONValue, path: String = "couponset") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    uuid = try object.required("uuid")
    name = object.string("name") ?? ""
    description = object.string("description") ?? ""
    imagePreview = object.url("img_preview")
    expiration = object.date("expiration")
    discount = object.decimal("discount")
    discountType = object.string("discount_type") ?? ""
    finalPrice = object.decimal("final_price")
    couponSetType = object.string("couponset_type") ?? ""
    merchantUUID = object.string("merchant_uuid") ?? ""
    terms = object.string("terms") ?? ""
    shopAvailability = object.strings("shop_availability")
  }

  /// The expiry as `dd/MM/yyyy`, empty when unknown.
  public var expirationDisplay: String { expiration.map(LoyaltyDate.display) ?? "" }
}
