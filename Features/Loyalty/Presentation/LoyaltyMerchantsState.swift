import SharedCore

/// What the merchants map list shows.
public struct LoyaltyMerchantsState: Sendable, Equatable {
  /// The merchant categories, for the filter.
  public var categories: ResourceState<[LoyaltyContentItem], AppError> = .idle
  /// The merchants in the selected category, nearest first when the location is known (merchants
  /// without coordinates last), otherwise by name.
  public var merchants: ResourceState<[LoyaltyNearbyMerchant], AppError> = .idle
  /// The selected category's UUID; `nil` shows the default-shown merchants of every category.
  public var selectedCategory: String?
  /// The user's location, when known.
  public var location: LoyaltyCoordinate?

  /// Creates the initial state.
  public init() {}
}
