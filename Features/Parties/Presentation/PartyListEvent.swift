/// What the party list screen sends its ``PartyListViewModel``.
public enum PartyListEvent: Sendable, Hashable {
  /// Show the first page and the totals (on appear).
  case load
  /// The search box changed; the latest text wins, earlier searches are cancelled.
  case search(String)
  /// Show customers, vendors or every party (`nil`), only the overdue ones, or the archived ones.
  case filter(kind: PartyKind?, overdueOnly: Bool, archived: Bool)
  /// Load the next page of the list.
  case loadMore
  /// Reload what is shown (after a sync or pull to refresh).
  case refresh
}
