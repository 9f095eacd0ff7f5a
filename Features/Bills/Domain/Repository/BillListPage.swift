import SharedCore

/// One page of a bill list, with the sums over every document the query matched (not only this page).
public struct BillListPage: Sendable, Hashable, PagedListPage {
  /// The page's documents, newest first.
  public var items: [BillListItem]
  /// The sums per currency over every match, by currency code.
  public var totals: [BillListTotals]
  /// How many documents matched.
  public var matchCount: Int
  /// The offset of the next page, or `nil` on the last one.
  public var nextOffset: Int?

  /// A page.
  public init(items: [BillListItem], totals: [BillListTotals], matchCount: Int, nextOffset: Int?) {
    self.items = items
    self.totals = totals
    self.matchCount = matchCount
    self.nextOffset = nextOffset
  }
}
