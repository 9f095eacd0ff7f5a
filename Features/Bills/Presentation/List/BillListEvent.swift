import SharedCore

/// What the bill list screen sends its ``BillListViewModel``.
public enum BillListEvent: Sendable, Hashable {
  /// Show the first page and its totals (on appear).
  case load
  /// Show only documents in these statuses (every status when empty), of this party (any when `nil`),
  /// issued between these days (either end open when `nil`); the list starts again at its first page.
  case filter(statuses: Set<BillDocumentStatus>, partyID: String?, from: CalendarDate?, to: CalendarDate?)
  /// Show only these kinds (every kind when empty): invoices, quotations, credit notes…
  case showKinds(Set<BillDocumentKind>)
  /// Show only documents overdue today, or every document.
  case overdueOnly(Bool)
  /// Load the next page.
  case loadMore
  /// Reload what is shown (after a sync, a save or pull to refresh).
  case refresh
}
