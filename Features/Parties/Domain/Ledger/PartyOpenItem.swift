import Foundation

/// A ledger entry not yet fully settled, with what remains of it.
public struct PartyOpenItem: Sendable, Hashable {
  /// The entry.
  public var entry: PartyLedgerEntry
  /// What remains unsettled, never negative.
  public var remaining: Decimal

  /// An open item.
  public init(entry: PartyLedgerEntry, remaining: Decimal) {
    self.entry = entry
    self.remaining = remaining
  }
}
