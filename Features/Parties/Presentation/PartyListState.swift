import SharedCore

/// What the party list screen shows.
public struct PartyListState: Sendable, Equatable {
  /// The search text; empty shows the filtered list.
  public var searchText = ""
  /// The filter of the list (its page size; the offset of the first page).
  public var query = PartyListQuery()
  /// The rows: the list's pages so far, or the search results, each with its balance and overdue.
  public var items: ResourceState<[PartyListItem], AppError> = .idle
  /// Where the next page starts, when there is one (not while searching).
  public var nextOffset: Int?
  /// What the filtered parties owe and are owed in total, and what is overdue.
  public var totals: ResourceState<PartyListTotals, AppError> = .idle

  /// The initial state.
  public init() {}
}
