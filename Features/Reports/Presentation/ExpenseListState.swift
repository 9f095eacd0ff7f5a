import SharedCore

/// What the expense list screen shows.
public struct ExpenseListState: Sendable, Equatable {
  /// The filter and page size (its offset is the first page's).
  public var query = ExpenseListQuery()
  /// The rows: the pages loaded so far, newest first.
  public var items: ResourceState<[ExpenseListItem], AppError> = .idle
  /// Where the next page starts, when there is one.
  public var nextOffset: Int?
  /// What every expense the filter selects adds up to, by head and category.
  public var totals: ResourceState<ExpenseTotals, AppError> = .idle
  /// The categories to offer in the filter and the form.
  public var categories: [String] = []

  /// The initial state.
  public init() {}
}
