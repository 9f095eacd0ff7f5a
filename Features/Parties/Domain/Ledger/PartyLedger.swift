import Foundation
import SharedCore

/// A party's whole ledger: opening balances and entries, in ledger order, with its balance,
/// statements, open items and ageing. Everything is derived from the entries, so two devices
/// holding the same entries agree to the paisa.
///
/// ```swift
/// let ledger = PartyLedger(party: asha, entries: entries)
/// ledger.balance()                                   // 1180.00 receivable
/// let april = ledger.statement(from: april1, to: april30)
/// let open = ledger.openItems()                      // invoices still unpaid, oldest due first
/// ```
public struct PartyLedger: Sendable {
  /// Every entry that counts, opening balances and cancellations included, in ledger order.
  public let entries: [PartyLedgerEntry]
  /// Cancellations that change nothing: a second cancellation of the same entry (two devices
  /// cancelled it offline), or one whose entry is not in this ledger.
  public let ignoredCancellations: [PartyLedgerEntry]

  /// The ledger of `party` from its entries, plus the entries and opening balances of parties
  /// merged into it (`merged`).
  ///
  /// The first cancellation of an entry reverses it, on the opposite side and for its amount
  /// whatever the cancellation says; later ones are kept in ``ignoredCancellations``.
  public init(party: Party, entries: [PartyLedgerEntry], merged: [Party] = []) {
    let openings = ([party] + merged).compactMap(Self.openingEntry)
    let sorted = (openings + entries).sorted(by: PartyLedgerEntry.ledgerOrder)
    var byID: [String: PartyLedgerEntry] = [:]
    for entry in sorted where entry.kind != .cancellation { byID[entry.id] = entry }
    var cancelled: Set<String> = []
    var kept: [PartyLedgerEntry] = []
    var ignored: [PartyLedgerEntry] = []
    for var entry in sorted {
      if entry.kind == .cancellation {
        guard let id = entry.cancels, let target = byID[id], cancelled.insert(id).inserted else {
          ignored.append(entry)
          continue
        }
        entry.amount = target.amount
        entry.side = target.isDebit ? .payable : .receivable
      }
      kept.append(entry)
    }
    self.entries = kept
    self.ignoredCancellations = ignored
  }

  /// The entry standing for `party`'s opening balance, dated with it, whose id is
  /// `opening:<party id>`.
  public static func openingEntry(for party: Party) -> PartyLedgerEntry? {
    guard let opening = party.openingBalance, !opening.amount.isZero else { return nil }
    return PartyLedgerEntry(
      id: "opening:\(party.id)", partyId: party.id, kind: .openingBalance, date: opening.date, amount: opening.amount,
      reference: "Opening balance", dueDate: opening.date, side: opening.side, recordedAt: .distantPast)
  }

  /// The balance at the end of `date` (of everything when `nil`): debits minus credits, positive
  /// when the party owes the business.
  public func balance(asOf date: CalendarDate? = nil) -> Decimal {
    entries.reduce(Decimal(0)) { total, entry in
      guard date.map({ entry.date <= $0 }) ?? true else { return total }
      return total + entry.signedAmount
    }
  }

  /// The statement for `from` through `to`, both included.
  public func statement(from: CalendarDate, to: CalendarDate) -> PartyStatement {
    var balance: Decimal = 0
    var lines: [PartyStatementLine] = []
    for entry in entries where entry.date <= to {
      balance += entry.signedAmount
      if entry.date >= from { lines.append(PartyStatementLine(entry: entry, balance: balance)) }
    }
    let opening = lines.first.map { $0.balance - $0.entry.signedAmount } ?? balance
    return PartyStatement(from: from, to: to, openingBalance: opening, lines: lines)
  }

  /// The entries still open at the end of `date` (of everything when `nil`). Cancelled entries and
  /// their cancellations drop out; each credit settles the documents its entry names first, then
  /// the oldest-due debits; what no debit takes stays open as an advance.
  public func openItems(asOf date: CalendarDate? = nil) -> PartyOpenItems {
    let dated = entries.filter { entry in date.map { entry.date <= $0 } ?? true }
    let cancelled = Set(dated.compactMap { $0.kind == .cancellation ? $0.cancels : nil })
    let live = dated.filter { $0.kind != .cancellation && !cancelled.contains($0.id) }
    var debits = live.filter(\.isDebit).sorted(by: Self.dueOrder).map {
      PartyOpenItem(entry: $0, remaining: $0.amount.amount)
    }
    var credits = live.filter { !$0.isDebit }.sorted(by: Self.dueOrder).map {
      PartyOpenItem(entry: $0, remaining: $0.amount.amount)
    }
    var allocations: [PartyAllocation] = []

    func settle(_ debit: Int, _ credit: Int, upTo limit: Decimal? = nil) {
      var amount = min(debits[debit].remaining, credits[credit].remaining)
      if let limit { amount = min(amount, limit) }
      guard amount > 0 else { return }
      debits[debit].remaining -= amount
      credits[credit].remaining -= amount
      let (from, to) = Self.settlingPair(debits[debit].entry, credits[credit].entry)
      allocations.append(PartyAllocation(fromEntryId: from, toEntryId: to, amount: amount))
    }

    // Targets named by an entry: a payment received naming invoices, a payment made naming bills.
    let debitIndex = Dictionary(
      debits.indices.map { (debits[$0].entry.id, $0) }, uniquingKeysWith: { first, _ in first })
    let creditIndex = Dictionary(
      credits.indices.map { (credits[$0].entry.id, $0) }, uniquingKeysWith: { first, _ in first })
    for credit in credits.indices {
      for target in credits[credit].entry.allocations {
        if let debit = debitIndex[target.documentId] { settle(debit, credit, upTo: target.amount) }
      }
    }
    for debit in debits.indices {
      for target in debits[debit].entry.allocations {
        if let credit = creditIndex[target.documentId] { settle(debit, credit, upTo: target.amount) }
      }
    }
    // Then oldest first on both sides.
    var debit = 0
    var credit = 0
    while debit < debits.count, credit < credits.count {
      if debits[debit].remaining == 0 {
        debit += 1
      } else if credits[credit].remaining == 0 {
        credit += 1
      } else {
        settle(debit, credit)
      }
    }
    return PartyOpenItems(
      debits: debits.filter { $0.remaining > 0 }, credits: credits.filter { $0.remaining > 0 }, allocations: allocations
    )
  }

  /// What the party owes by days past due at the end of `date` (its open debits), or, with
  /// `payable`, what the business owes it (its open bills and notes).
  public func ageing(asOf date: CalendarDate, buckets: PartyAgeingBuckets = PartyAgeingBuckets(), payable: Bool = false)
    -> PartyAgeing
  {
    var ageing = PartyAgeing(asOf: date, buckets: buckets)
    let open = openItems(asOf: date)
    for item in payable ? open.credits : open.debits where !item.entry.kind.isPayment {
      ageing.add(item.remaining, dueOn: item.entry.ageingDate)
    }
    return ageing
  }

  /// Oldest due first; then ledger order.
  static func dueOrder(_ left: PartyLedgerEntry, _ right: PartyLedgerEntry) -> Bool {
    (left.ageingDate, left.date, left.recordedAt, left.id) < (right.ageingDate, right.date, right.recordedAt, right.id)
  }

  /// Which of a matched pair settles which: a payment or note settles the document; between two
  /// documents (an invoice against a bill) the later settles the earlier.
  private static func settlingPair(_ debit: PartyLedgerEntry, _ credit: PartyLedgerEntry) -> (from: String, to: String)
  {
    if debit.kind.isPayment || !debit.kind.isDocument && credit.kind.isDocument { return (debit.id, credit.id) }
    if credit.kind.isPayment || !credit.kind.isDocument { return (credit.id, debit.id) }
    return dueOrder(debit, credit) ? (credit.id, debit.id) : (debit.id, credit.id)
  }
}
