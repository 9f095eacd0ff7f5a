import Foundation

/// A party's unsettled entries after every credit has been applied to the debits: explicit
/// allocations first, then oldest first.
///
/// What remains on the debit side is what the party owes (its open invoices, ageing by due date);
/// what remains on the credit side is what the business owes (open bills) or holds as an advance
/// (unallocated payments). Their difference is always the ledger's balance.
public struct PartyOpenItems: Sendable, Hashable {
  /// Open debit entries (invoices, debit notes, refunds given, payments made), oldest due first.
  public var debits: [PartyOpenItem]
  /// Open credit entries (bills, credit notes, payments received), oldest first.
  public var credits: [PartyOpenItem]
  /// How each credit was applied.
  public var allocations: [PartyAllocation]

  /// The total the party owes on open debits.
  public var receivable: Decimal { debits.reduce(0) { $0 + $1.remaining } }
  /// The total the business owes or holds on open credits.
  public var payable: Decimal { credits.reduce(0) { $0 + $1.remaining } }
  /// Payments received and not yet applied to any document: the party's advance.
  public var advanceReceived: Decimal {
    credits.filter { $0.entry.kind == .paymentReceived }.reduce(0) { $0 + $1.remaining }
  }
  /// Payments made and not yet applied to any bill: the business's advance to the party.
  public var advancePaid: Decimal {
    debits.filter { $0.entry.kind == .paymentMade }.reduce(0) { $0 + $1.remaining }
  }

  /// What remains of the entry `id`, if it is open.
  public func remaining(of id: String) -> Decimal? {
    (debits + credits).first { $0.entry.id == id }?.remaining
  }
}
