import SharedCore

/// What the bill list screen shows.
public struct BillListState: Sendable, Equatable {
  /// The filter and page size (the offset of the first page).
  public var query: BillListQuery
  /// The documents of the pages loaded so far, newest first, each with its totals, outstanding
  /// amount, overdue flag and sync status.
  public var items: ResourceState<[BillListItem], AppError> = .idle
  /// The sums per currency of every document the filter matches (not only the pages loaded): how
  /// many, payable, outstanding and overdue.
  public var totals: ResourceState<[BillListTotals], AppError> = .idle
  /// How many documents the filter matches.
  public var matchCount = 0
  /// Where the next page starts, when there is one.
  public var nextOffset: Int?

  /// The state for `query`.
  public init(query: BillListQuery = BillListQuery()) {
    self.query = query
  }
}
