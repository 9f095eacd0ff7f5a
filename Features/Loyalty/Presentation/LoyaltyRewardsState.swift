import SharedCore

/// What the rewards dashboard shows.
public struct LoyaltyRewardsState: Sendable, Equatable {
  /// The list campaigns.
  public var campaigns: ResourceState<[LoyaltyCampaign], AppError> = .idle
  /// The carousel campaigns.
  public var carousel: ResourceState<[LoyaltyCampaign], AppError> = .idle
  /// The active coupons (signed-in users).
  public var coupons: ResourceState<[LoyaltyCoupon], AppError> = .idle

  /// Creates the initial state.
  public init() {}
}
