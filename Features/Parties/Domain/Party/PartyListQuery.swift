/// What a party list shows: which parties and which page.
public struct PartyListQuery: Sendable, Hashable {
  /// Which parties a list holds, by whether they are in use, archived or merged.
  public enum Scope: String, Sendable, Hashable, CaseIterable {
    /// Parties in use: neither archived nor merged into another.
    case active
    /// Archived parties, among them those merged into another (a merge archives the absorbed party).
    case archived
    /// Every party: in use, archived and merged.
    case everything
  }

  /// Customers (`.customer`), vendors (`.vendor`), or parties that are both (`.both`); `nil` for
  /// every party. A party that is both appears under customers and under vendors.
  public var kind: PartyKind?
  /// Only parties with something overdue today.
  public var overdueOnly: Bool
  /// Which parties by state; a merged party's item names its survivor
  /// (``PartyListItem/survivorID``).
  public var scope: Scope
  /// Rows to skip.
  public var offset: Int
  /// Rows per page.
  public var limit: Int

  /// A query; every active party, 50 rows per page by default.
  public init(
    kind: PartyKind? = nil, overdueOnly: Bool = false, scope: Scope = .active, offset: Int = 0, limit: Int = 50
  ) {
    self.kind = kind
    self.overdueOnly = overdueOnly
    self.scope = scope
    self.offset = max(0, offset)
    self.limit = max(1, limit)
  }

  /// A query of archived parties (`true`) or of active ones (`false`).
  public init(kind: PartyKind? = nil, overdueOnly: Bool = false, archived: Bool, offset: Int = 0, limit: Int = 50) {
    self.init(kind: kind, overdueOnly: overdueOnly, scope: archived ? .archived : .active, offset: offset, limit: limit)
  }

  /// Whether the query shows archived parties (``Scope/archived``) rather than active ones; setting it
  /// chooses between those two scopes.
  public var archived: Bool {
    get { scope == .archived }
    set { scope = newValue ? .archived : .active }
  }
}
