import SharedCore

/// What the payment-cards screen shows.
public struct LoyaltyCardsState: Sendable, Equatable {
  /// The user's cards, masked.
  public var cards: ResourceState<[LoyaltyCard], AppError> = .idle
  /// The last add: the new card, or why it was refused (a number failing the checks is
  /// `AppError.validation` and is never sent).
  public var addition: ResourceState<LoyaltyCard, AppError> = .idle
  /// The last delete: the token of the deleted card, or why it failed.
  public var deletion: ResourceState<String, AppError> = .idle

  /// Creates the initial state.
  public init() {}

  /// Whether the add button is enabled: no add is running.
  public var canAdd: Bool { !addition.isLoading }
}
