/// What a party list shows: which parties and which page.
public struct PartyListQuery: Sendable, Hashable {
  /// Customers (`.customer`), vendors (`.vendor`), or parties that are both (`.both`); `nil` for
  /// every party. A party that is both appears under customers and under vendors.
  public var kind: PartyKind?
  /// Only parties with something overdue today.
  public var overdueOnly: Bool
  /// Archived parties instead of active ones.
  public var archived: Bool
  /// Rows to skip.
  public var offset: Int
  /// Rows per page.
  public var limit: Int

  /// A query; every active party, 50 rows per page by default.
  public init(
    kind: PartyKind? = nil, overdueOnly: Bool = false, archived: Bool = false, offset: Int = 0, limit: Int = 50
  ) {
    self.kind = kind
    self.overdueOnly = overdueOnly
    self.archived = archived
    self.offset = max(0, offset)
    self.limit = max(1, limit)
  }
}
