import SharedCore

/// What the history screen shows.
public struct WalletHistoryState: Sendable, Equatable {
  /// The filters in effect.
  public var filter = WalletHistoryFilter()
  /// Every transaction loaded so far for ``filter``, newest first, with the pagination of the last
  /// page loaded.
  public var history: ResourceState<WalletHistoryPage, AppError> = .idle

  /// Creates the initial state.
  public init() {}

  /// Whether the backend has pages after the ones loaded (and none is loading).
  public var canLoadMore: Bool { !history.isLoading && history.value?.pagination.hasMore == true }
}
