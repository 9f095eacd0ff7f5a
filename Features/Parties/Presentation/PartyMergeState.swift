import SharedCore

/// What the merge screen shows.
public struct PartyMergeState: Sendable, Equatable {
  /// The duplicate, archived by the merge.
  public var mergedId: String?
  /// The party that stays.
  public var survivorId: String?
  /// What would move: entry counts and balances before and after.
  public var preview: ResourceState<PartyMergePreview, AppError> = .idle
  /// The survivor after the merge.
  public var result: ResourceState<PartyListItem, AppError> = .idle

  /// The initial state.
  public init() {}
}
