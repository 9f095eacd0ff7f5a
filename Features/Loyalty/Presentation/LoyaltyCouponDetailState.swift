import SharedCore

/// What the coupon screen shows.
public struct LoyaltyCouponDetailState: Sendable, Equatable {
  /// The coupon.
  public var coupon: LoyaltyCoupon
  /// Whether it can be redeemed, once validated.
  public var validation: ResourceState<Bool, AppError> = .idle
  /// The redemption: `.success(.pending)` means "pending, checking" — show no failure and offer
  /// no second redeem.
  public var redemption: ResourceState<LoyaltyRedemptionOutcome, AppError> = .idle

  /// Creates the state for `coupon`.
  public init(coupon: LoyaltyCoupon) {
    self.coupon = coupon
  }

  /// Whether the redeem button is enabled: not redeemed, not running, not pending.
  public var canRedeem: Bool {
    guard coupon.status == .active, !redemption.isLoading else { return false }
    return redemption.value == nil
  }
}
