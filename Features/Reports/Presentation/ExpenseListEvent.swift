/// What the expense list screen sends its ``ExpenseListViewModel``.
public enum ExpenseListEvent: Sendable, Hashable {
  /// Show the first page, the totals and the categories (on appear).
  case load
  /// Show the expenses `query` selects (its offset and limit aside); the search box sets its text.
  case filter(ExpenseListQuery)
  /// Load the next page.
  case loadMore
  /// Delete an expense, then reload.
  case delete(expenseID: String)
  /// Reload what is shown (after a sync or pull to refresh).
  case refresh
}
