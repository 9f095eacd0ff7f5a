import SharedCore

/// One page of expenses.
public struct ExpenseListPage: Sendable, Hashable, PagedListPage {
  /// The expenses on the page, newest first.
  public var items: [ExpenseListItem]
  /// The offset of the next page, or `nil` on the last.
  public var nextOffset: Int?
}
