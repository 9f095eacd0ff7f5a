import Foundation

/// A party as lists show it: the party, its sync status, what it owes and how much of that is
/// overdue.
public struct PartyListItem: Sendable, Hashable, Identifiable {
  /// The party.
  public var party: Party
  /// Where it stands with the server.
  public var status: PartySyncStatus
  /// The ledger's balance (with the parties merged into it): positive when the party owes the
  /// business, negative when the business owes the party.
  public var balance: Decimal
  /// What the party owes on documents due before today (open invoices, debit notes and its
  /// opening balance past their due dates).
  public var overdue: Decimal

  /// The party's id.
  public var id: String { party.id }

  /// A list item.
  public init(party: Party, status: PartySyncStatus, balance: Decimal = 0, overdue: Decimal = 0) {
    self.party = party
    self.status = status
    self.balance = balance
    self.overdue = overdue
  }
}
