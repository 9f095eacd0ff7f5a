import SharedCore

/// What the profile screen shows.
public struct LoyaltyProfileState: Sendable, Equatable {
  /// The signed-in user's profile, with the points balance.
  public var profile: ResourceState<LoyaltyProfile, AppError> = .idle
  /// Points earned and spent, newest first.
  public var pointsHistory: ResourceState<[LoyaltyHistoryEntry], AppError> = .idle

  /// Creates the initial state.
  public init() {}
}
