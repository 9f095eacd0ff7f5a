import Foundation
import PartiesFeature
import SharedCore
import SharedTesting
import Testing

/// The ledger's arithmetic: balances, statements, allocation, cancellation and ageing.
@Suite struct PartyLedgerTests {
  static let asha = Party(
    id: "pa_asha", kind: .customer, name: "Asha Traders",
    openingBalance: PartyOpeningBalance(amount: rupees("500"), side: .receivable, date: day("2026-04-01")),
    paymentTermsDays: 30)

  static func day(_ text: String) -> CalendarDate { CalendarDate(text) ?? CalendarDate(dayNumber: 0) }
  static func rupees(_ text: String) -> Money { (try? Money(text, currency: .inr)) ?? .zero(.inr) }

  static func entry(
    _ id: String, _ kind: PartyLedgerEntryKind, _ amount: String, on date: String, due: String? = nil,
    allocations: [PartyAllocationTarget] = [], cancels: String? = nil, side: PartyBalanceSide? = nil
  ) -> PartyLedgerEntry {
    PartyLedgerEntry(
      id: id, partyId: "pa_asha", kind: kind, date: day(date), amount: rupees(amount), reference: id,
      dueDate: due.map(day), allocations: allocations, cancels: cancels, side: side,
      recordedAt: Date(
        timeIntervalSince1970: Double(id.unicodeScalars.reduce(0) { $0 * 31 + Int($1.value) } % 1_000_000)))
  }

  @Test func balancesAndAStatement() {
    let ledger = PartyLedger(
      party: Self.asha,
      entries: [
        Self.entry("inv-1", .salesInvoice, "1180", on: "2026-04-05", due: "2026-05-05"),
        Self.entry("pay-1", .paymentReceived, "1000", on: "2026-04-20"),
        Self.entry("cn-1", .creditNote, "118", on: "2026-05-02"),
        Self.entry("inv-2", .salesInvoice, "236.50", on: "2026-05-10", due: "2026-06-09"),
      ])
    #expect(ledger.balance() == Decimal(string: "798.50"))
    #expect(ledger.balance(asOf: Self.day("2026-04-30")) == 680)
    let may = ledger.statement(from: Self.day("2026-05-01"), to: Self.day("2026-05-31"))
    #expect(may.openingBalance == 680)
    #expect(may.lines.map(\.entry.id) == ["cn-1", "inv-2"])
    #expect(may.lines.map(\.balance) == [562, Decimal(string: "798.50")])
    #expect(may.totalDebit == Decimal(string: "236.50"))
    #expect(may.totalCredit == 118)
    #expect(may.closingBalance == Decimal(string: "798.50"))
    let empty = ledger.statement(from: Self.day("2026-07-01"), to: Self.day("2026-07-31"))
    #expect(empty.lines.isEmpty && empty.openingBalance == empty.closingBalance)
  }

  @Test func paymentsSettleTheOldestDueFirstAndKeepTheRestAsAnAdvance() {
    let ledger = PartyLedger(
      party: Self.asha,
      entries: [
        Self.entry("inv-1", .salesInvoice, "1000", on: "2026-04-05", due: "2026-05-05"),
        Self.entry("inv-2", .salesInvoice, "300", on: "2026-04-06", due: "2026-04-20"),
        Self.entry("pay-1", .paymentReceived, "900", on: "2026-04-25"),
        Self.entry("pay-2", .paymentReceived, "1500", on: "2026-05-01"),
      ])
    let open = ledger.openItems()
    // Opening 500 (due 1 Apr), inv-2 300 (due 20 Apr), inv-1 1000 (due 5 May) against 900 + 1500.
    #expect(open.debits.isEmpty)
    #expect(open.credits.map(\.entry.id) == ["pay-2"])
    #expect(open.advanceReceived == 600)
    #expect(open.receivable - open.payable == ledger.balance())
    #expect(
      open.allocations == [
        PartyAllocation(fromEntryId: "pay-1", toEntryId: "opening:pa_asha", amount: 500),
        PartyAllocation(fromEntryId: "pay-1", toEntryId: "inv-2", amount: 300),
        PartyAllocation(fromEntryId: "pay-1", toEntryId: "inv-1", amount: 100),
        PartyAllocation(fromEntryId: "pay-2", toEntryId: "inv-1", amount: 900),
      ])
  }

  @Test func aPaymentNamingADocumentSettlesItFirst() {
    let ledger = PartyLedger(
      party: Self.asha,
      entries: [
        Self.entry("inv-1", .salesInvoice, "1000", on: "2026-04-05", due: "2026-05-05"),
        Self.entry("inv-2", .salesInvoice, "300", on: "2026-04-06", due: "2026-05-06"),
        Self.entry(
          "pay-1", .paymentReceived, "400", on: "2026-04-25",
          allocations: [PartyAllocationTarget(documentId: "inv-2", amount: 250)]),
      ])
    let open = ledger.openItems()
    #expect(open.remaining(of: "inv-2") == 50)
    #expect(open.remaining(of: "opening:pa_asha") == 350, "the rest of the payment goes oldest first")
    #expect(open.remaining(of: "inv-1") == 1000)
  }

  @Test func cancellingAPaymentReversesItsAllocations() {
    var entries = [
      Self.entry("inv-1", .salesInvoice, "1000", on: "2026-04-05", due: "2026-05-05"),
      Self.entry("pay-1", .paymentReceived, "1500", on: "2026-04-25"),
    ]
    let before = PartyLedger(party: Self.asha, entries: entries)
    #expect(before.openItems().debits.isEmpty)
    entries.append(Self.entry("x-1", .cancellation, "1500", on: "2026-04-26", cancels: "pay-1", side: .receivable))
    let after = PartyLedger(party: Self.asha, entries: entries)
    #expect(after.balance() == 1500)
    #expect(after.openItems().debits.map(\.entry.id) == ["opening:pa_asha", "inv-1"])
    #expect(after.openItems().allocations.isEmpty)
    #expect(after.statement(from: Self.day("2026-04-01"), to: Self.day("2026-04-30")).lines.count == 4)
  }

  @Test func aSecondCancellationOfTheSameEntryChangesNothing() {
    let entries = [
      Self.entry("pay-1", .paymentReceived, "400", on: "2026-04-25"),
      Self.entry("x-1", .cancellation, "400", on: "2026-04-26", cancels: "pay-1", side: .receivable),
      Self.entry("x-2", .cancellation, "400", on: "2026-04-27", cancels: "pay-1", side: .receivable),
      Self.entry("x-3", .cancellation, "999", on: "2026-04-27", cancels: "gone", side: .receivable),
    ]
    let ledger = PartyLedger(party: Self.asha, entries: entries)
    #expect(ledger.balance() == 500)
    #expect(ledger.ignoredCancellations.map(\.id) == ["x-2", "x-3"])
  }

  @Test func ageingBucketsByDaysPastDue() {
    let ledger = PartyLedger(
      party: Party(id: "pa_asha", kind: .customer, name: "Asha"),
      entries: [
        Self.entry("a", .salesInvoice, "100", on: "2024-01-01", due: "2024-01-30"),  // 31 days on 1 Mar 2024 (leap)
        Self.entry("b", .salesInvoice, "200", on: "2024-01-01", due: "2024-01-31"),  // 30 days
        Self.entry("c", .salesInvoice, "400", on: "2024-01-01", due: "2023-12-01"),  // 91 days
        Self.entry("d", .salesInvoice, "800", on: "2024-02-01", due: "2024-04-01"),  // not yet due
        Self.entry("e", .salesInvoice, "1600", on: "2023-12-01", due: "2024-01-01"),  // 60 days
        Self.entry("p", .paymentReceived, "50", on: "2024-02-10"),  // settles the oldest due first: c
      ])
    let ageing = ledger.ageing(asOf: Self.day("2024-03-01"))
    #expect(ageing.buckets.labels == ["Not due", "0–30", "31–60", "61–90", "91+"])
    #expect(ageing.amounts == [800, 200, 1700, 0, 350])
    #expect(ageing.total == ledger.balance(asOf: Self.day("2024-03-01")))
    let custom = ledger.ageing(asOf: Self.day("2024-03-01"), buckets: PartyAgeingBuckets(boundaries: [15, 45, 45, -1]))
    #expect(custom.buckets.labels == ["Not due", "0–15", "16–45", "46+"])
    #expect(custom.amounts == [800, 0, 300, 1950])
  }

  @Test func payablesAgeOnTheCreditSide() {
    let ledger = PartyLedger(
      party: Party(id: "pa_v", kind: .vendor, name: "Vendor"),
      entries: [
        Self.entry("bill-1", .purchaseBill, "700", on: "2026-01-01", due: "2026-01-15"),
        Self.entry("paid-1", .paymentMade, "200", on: "2026-01-20"),
      ])
    #expect(ledger.balance() == -500)
    #expect(ledger.ageing(asOf: Self.day("2026-03-01"), payable: true).amounts == [0, 0, 500, 0, 0])
  }

  /// On random ledgers, the running balance is always the sum of the entries, statements chain, and
  /// allocation never creates or loses a paisa.
  @Test(arguments: 1...25)
  func ledgerInvariantsHoldOnRandomLedgers(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let kinds: [PartyLedgerEntryKind] = [
      .salesInvoice, .purchaseBill, .paymentReceived, .paymentMade, .creditNote, .debitNote, .refundGiven,
      .refundReceived, .adjustmentDebit, .adjustmentCredit,
    ]
    var entries: [PartyLedgerEntry] = []
    for index in 0..<Int.random(in: 20...120, using: &random) {
      let kind = kinds.randomElement(using: &random) ?? .salesInvoice
      let paise = Int64.random(in: 1...5_000_000, using: &random)
      let date = CalendarDate(dayNumber: 20_000 + Int.random(in: 0...400, using: &random))
      var entry = PartyLedgerEntry(
        id: "e\(index)", partyId: "pa_asha", kind: kind, date: date, amount: Money(minorUnits: paise, currency: .inr),
        dueDate: kind.isDocument ? date.adding(days: Int.random(in: 0...60, using: &random)) : nil,
        recordedAt: Date(timeIntervalSince1970: Double(index)))
      if kind.isPayment, let target = entries.filter(\.kind.isDocument).randomElement(using: &random) {
        entry.allocations = [PartyAllocationTarget(documentId: target.id, amount: Decimal(paise / 2) / 100)]
      }
      entries.append(entry)
      if Int.random(in: 0..<10, using: &random) == 0, let cancelled = entries.randomElement(using: &random),
        cancelled.kind != .cancellation
      {
        entries.append(
          PartyLedgerEntry(
            id: "x\(index)", partyId: "pa_asha", kind: .cancellation, date: date.adding(days: 1),
            amount: cancelled.amount,
            cancels: cancelled.id, side: cancelled.isDebit ? .payable : .receivable,
            recordedAt: Date(timeIntervalSince1970: Double(index) + 0.5)))
      }
    }
    let ledger = PartyLedger(party: Self.asha, entries: entries.shuffled(using: &random))
    let sum = ledger.entries.reduce(Decimal(0)) { $0 + $1.signedAmount }
    #expect(ledger.entries.count + ledger.ignoredCancellations.count == entries.count + 1, "nothing is dropped")
    #expect(ledger.balance() == sum)

    let first = ledger.entries.first?.date ?? Self.day("2026-01-01")
    let cut = first.adding(days: 150)
    let before = ledger.statement(from: first, to: cut)
    let after = ledger.statement(from: cut.adding(days: 1), to: cut.adding(days: 1_000))
    #expect(before.openingBalance == 0)
    #expect(before.closingBalance == ledger.balance(asOf: cut))
    #expect(after.openingBalance == before.closingBalance)
    #expect(after.closingBalance == sum)
    var running = after.openingBalance
    for line in after.lines {
      running += line.entry.signedAmount
      #expect(line.balance == running)
    }

    let open = ledger.openItems()
    #expect(open.receivable - open.payable == sum)
    #expect(open.debits.isEmpty || open.credits.isEmpty, "oldest-first leaves open items on one side only")
    let settled = open.allocations.reduce(Decimal(0)) { $0 + $1.amount }
    let live = ledger.entries.filter { entry in
      entry.kind != .cancellation && !ledger.entries.contains { $0.cancels == entry.id && $0.kind == .cancellation }
    }
    let debitTotal = live.filter(\.isDebit).reduce(Decimal(0)) { $0 + $1.amount.amount }
    #expect(debitTotal - settled == open.receivable)
    #expect(
      ledger.ageing(asOf: cut.adding(days: 1_000)).total
        == open.debits.filter { !$0.entry.kind.isPayment }.reduce(0) { $0 + $1.remaining })
  }
}
