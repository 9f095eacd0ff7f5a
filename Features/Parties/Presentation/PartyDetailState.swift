import SharedCore

/// What the party detail screen shows.
public struct PartyDetailState: Sendable, Equatable {
  /// The party's id.
  public let partyId: String
  /// The first day of the ledger shown.
  public var from: CalendarDate
  /// The last day of the ledger shown.
  public var to: CalendarDate
  /// The party with its balance, overdue amount and sync status.
  public var party: ResourceState<PartyListItem, AppError> = .idle
  /// The ledger for the range: opening and closing balances, totals, and the lines loaded so far.
  public var ledger: ResourceState<PartyStatementPage, AppError> = .idle
  /// The deletion: the deleted party's id, or why it was refused.
  public var deletion: ResourceState<String, AppError> = .idle

  /// The state for `partyId`, showing `from` through `to`.
  public init(partyId: String, from: CalendarDate, to: CalendarDate) {
    self.partyId = partyId
    self.from = from
    self.to = to
  }
}
