/// What the rewards dashboard sends its ``LoyaltyRewardsViewModel``.
public enum LoyaltyRewardsEvent: Sendable, Hashable {
  /// The screen appeared: load campaigns and coupons.
  case appeared
  /// Pull to refresh: load everything again (the per-category rate limit still applies).
  case refresh
}
