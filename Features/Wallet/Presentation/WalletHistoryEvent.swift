/// What the history screen sends its ``WalletHistoryViewModel``.
public enum WalletHistoryEvent: Sendable, Hashable {
  /// The screen appeared: load the first page.
  case appeared
  /// Pull to refresh: load the first page again, with the current filter.
  case refresh
  /// The list reached its end: append the next page, if there is one.
  case loadMore
  /// The user changed the filters: load their first page.
  case filter(WalletHistoryFilter)
}
