/// One redemption intent: which coupon, for which product, at which merchant. Equal requests
/// are the same intent and share one idempotency key until the platform answers.
public struct LoyaltyRedemptionRequest: Sendable, Hashable, Codable {
  /// The coupon code (the platform SDK's `productId`).
  public var couponCode: String
  /// The coupon set or product UUID.
  public var productUUID: String
  /// The merchant where it is redeemed.
  public var merchantID: String

  /// Creates an intent.
  public init(couponCode: String, productUUID: String = "", merchantID: String = "") {
    self.couponCode = couponCode
    self.productUUID = productUUID
    self.merchantID = merchantID
  }
}
