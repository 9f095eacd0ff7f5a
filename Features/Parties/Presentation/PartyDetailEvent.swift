import SharedCore

/// What the party detail screen sends its ``PartyDetailViewModel``.
public enum PartyDetailEvent: Sendable, Hashable {
  /// Load (or reload) the party and the first page of its ledger for the range shown.
  case load
  /// Show the ledger for another date range (both days included).
  case range(from: CalendarDate, to: CalendarDate)
  /// Load the next page of ledger lines.
  case loadMore
  /// Archive the party, or restore it.
  case setArchived(Bool)
  /// Delete the party (refused, with the reason, while its ledger has entries).
  case delete
}
