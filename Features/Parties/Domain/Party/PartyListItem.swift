import Foundation

/// A party as lists show it: the party, its sync status, what it owes and how much of that is
/// overdue.
///
/// A party merged into another is no account of its own any more: its item keeps its own record
/// (name, contacts, ``Party/mergedInto``), names the party whose ledger now holds its entries
/// (``survivorID``), and shows that account's balance and overdue amount.
public struct PartyListItem: Sendable, Hashable, Identifiable {
  /// The party.
  public var party: Party
  /// Where it stands with the server.
  public var status: PartySyncStatus
  /// The ledger's balance (with the parties merged into it; a merged party's is its survivor's):
  /// positive when the party owes the business, negative when the business owes the party.
  public var balance: Decimal
  /// What the party owes on documents due before today (open invoices, debit notes and its
  /// opening balance past their due dates; a merged party's is its survivor's).
  public var overdue: Decimal
  /// For a party merged into another, the party whose ledger holds its entries now: the one it was
  /// merged into, or that one's survivor when it was merged in turn. `nil` for a party not merged.
  public var survivorID: String?

  /// The party's id.
  public var id: String { party.id }

  /// Whether the party was merged into another (``survivorID`` names which).
  public var isMerged: Bool { party.mergedInto != nil }

  /// A list item.
  public init(
    party: Party, status: PartySyncStatus, balance: Decimal = 0, overdue: Decimal = 0, survivorID: String? = nil
  ) {
    self.party = party
    self.status = status
    self.balance = balance
    self.overdue = overdue
    self.survivorID = survivorID
  }
}
