import SharedCore

/// Which documents a bill list shows: by kind, status, party and issue-date range, one page at a time.
public struct BillListQuery: Sendable, Hashable {
  /// The kinds to show; empty shows every kind.
  public var kinds: Set<BillDocumentKind>
  /// The statuses to show; empty shows every status.
  public var statuses: Set<BillDocumentStatus>
  /// Only documents overdue on ``asOf``.
  public var overdueOnly: Bool
  /// Only this party's documents.
  public var partyID: String?
  /// Only documents issued on or after this day.
  public var from: CalendarDate?
  /// Only documents issued on or before this day.
  public var to: CalendarDate?
  /// The day that decides what is overdue; today in the business's time zone when `nil`.
  public var asOf: CalendarDate?
  /// How many documents to skip.
  public var offset: Int
  /// How many documents a page holds at most.
  public var limit: Int

  /// A query; the defaults show the first 50 documents of every kind and status.
  public init(
    kinds: Set<BillDocumentKind> = [], statuses: Set<BillDocumentStatus> = [], overdueOnly: Bool = false,
    partyID: String? = nil, from: CalendarDate? = nil, to: CalendarDate? = nil, asOf: CalendarDate? = nil,
    offset: Int = 0, limit: Int = 50
  ) {
    self.kinds = kinds
    self.statuses = statuses
    self.overdueOnly = overdueOnly
    self.partyID = partyID
    self.from = from
    self.to = to
    self.asOf = asOf
    self.offset = offset
    self.limit = limit
  }
}
