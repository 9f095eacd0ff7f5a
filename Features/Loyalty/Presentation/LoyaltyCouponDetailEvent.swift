/// What the coupon screen sends its ``LoyaltyCouponDetailViewModel``.
public enum LoyaltyCouponDetailEvent: Sendable, Hashable {
  /// Check that the coupon can be redeemed (changes nothing).
  case validate
  /// Redeem it; taps while a redemption runs join it.
  case redeem
  /// Ask the platform again about a pending redemption (same idempotency key).
  case checkPending
}
