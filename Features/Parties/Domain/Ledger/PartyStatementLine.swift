import Foundation

/// One line of a statement: the entry and the balance after it.
public struct PartyStatementLine: Sendable, Hashable {
  /// The entry.
  public var entry: PartyLedgerEntry
  /// The balance after the entry (positive: receivable).
  public var balance: Decimal

  /// A line.
  public init(entry: PartyLedgerEntry, balance: Decimal) {
    self.entry = entry
    self.balance = balance
  }
}
