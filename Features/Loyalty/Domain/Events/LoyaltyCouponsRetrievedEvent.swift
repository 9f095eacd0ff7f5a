import SharedCore

/// The user's coupons were fetched.
public struct LoyaltyCouponsRetrievedEvent: BusEvent, Hashable {
  /// The bus name old subscribers use.
  public static let name = "coupons_fetched"
  /// What arrived.
  public var coupons: [LoyaltyCoupon]

  /// Creates the event.
  public init(coupons: [LoyaltyCoupon]) {
    self.coupons = coupons
  }
}
