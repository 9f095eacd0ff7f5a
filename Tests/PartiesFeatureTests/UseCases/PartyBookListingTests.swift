import Foundation
import PartiesFeature
import PartiesTesting
import SharedCore
import SharedTesting
import Testing

/// Lists with outstanding and overdue amounts, paged statements, deletion, re-allocation, refunds and
/// the merge preview; and, on random ledgers, the store's digest agreeing with a replay of the
/// entries to the paisa.
@Suite struct PartyBookListingTests {
  static func book(_ configuration: PartiesConfiguration = PartiesConfiguration()) throws -> PartyBook {
    try PartyBookTests.book(configuration).0
  }

  static func form(_ name: String, kind: PartyKind, opening: String = "", terms: String = "") -> PartyForm {
    var form = PartyForm()
    form.name = name
    form.kind = kind
    form.openingBalance = opening
    form.openingBalanceDate = opening.isEmpty ? "" : "2026-04-01"
    form.paymentTermsDays = terms
    return form
  }

  @Test func theListFiltersByKindOverdueAndArchivedWithOutstandingAndTotals() async throws {
    let book = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)  // ₹500 due 1 April: overdue on 15 June
    let bala = try await book.create(PartiesSamples.balaSupplies)
    let chitra = try await book.create(Self.form("Chitra Stores", kind: .both, terms: "30"))
    let dev = try await book.create(Self.form("Dev Agencies", kind: .customer))
    _ = try await book.recordDocument(
      for: bala.id, .purchaseBill, amount: PartiesSamples.rupees("700"), on: PartiesSamples.day("2026-06-01"),
      reference: "BILL-1")
    _ = try await book.recordDocument(
      for: chitra.id, .salesInvoice, amount: PartiesSamples.rupees("1180.50"), on: PartiesSamples.day("2026-06-01"),
      reference: "INV-3")
    _ = try await book.archive(dev.id)

    let all = try await book.list(PartyListQuery())
    #expect(all.items.map(\.party.name) == ["Asha Traders", "Bala Supplies", "Chitra Stores"])
    #expect(all.items.map(\.balance) == [500, -700, Decimal(string: "1180.5")])
    #expect(all.items.map(\.overdue) == [500, 0, 0], "INV-3 is due on 1 July")
    #expect(try await book.list(PartyListQuery(kind: .customer)).items.map(\.id) == [asha.id, chitra.id])
    #expect(try await book.list(PartyListQuery(kind: .vendor)).items.map(\.id) == [bala.id, chitra.id])
    #expect(try await book.list(PartyListQuery(overdueOnly: true)).items.map(\.id) == [asha.id])
    #expect(try await book.list(PartyListQuery(archived: true)).items.map(\.id) == [dev.id])

    let first = try await book.list(PartyListQuery(limit: 2))
    #expect(first.items.map(\.id) == [asha.id, bala.id])
    #expect(first.nextOffset == 2)
    let second = try await book.list(PartyListQuery(offset: 2, limit: 2))
    #expect(second.items.map(\.id) == [chitra.id])
    #expect(second.nextOffset == nil)

    let totals = try await book.totals()
    #expect(totals == PartyListTotals(receivable: Decimal(string: "1680.5") ?? 0, payable: 700, overdue: 500))
    #expect(try await book.totals(PartyListQuery(kind: .vendor)).payable == 700)
    #expect(try await book.search("ash").first?.overdue == 500)
    #expect(try await book.party(chitra.id)?.balance == Decimal(string: "1180.5"))
  }

  @Test func searchFindsOnlyActiveUnmergedPartiesAndALimitKeepsTheBest() async throws {
    let book = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    let ashok = try await book.create(Self.form("Ashok Tea Traders", kind: .vendor))
    let copy = try await book.create(Self.form("Asha Trading Co", kind: .customer))
    let hits = try await book.search("ash tra").map(\.id)
    #expect(Set(hits) == [asha.id, copy.id, ashok.id])
    #expect(hits.count == 3)
    #expect(try await book.search("ash tra", limit: 1).map(\.id) == [hits[0]])
    _ = try await book.archive(ashok.id)
    _ = try await book.merge(copy.id, into: asha.id)
    #expect(try await book.search("ash tra").map(\.id) == [asha.id])
    _ = try await book.archive(ashok.id, archived: false)
    #expect(try await book.search("tea").map(\.id) == [ashok.id])
    #expect(try await book.search("asha tra").first { $0.id == asha.id }?.overdue == 500)
  }

  @Test func aPartyWithEntriesIsNotDeletedAndSaysWhy() async throws {
    let book = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    let bala = try await book.create(PartiesSamples.balaSupplies)
    _ = try await book.recordDocument(
      for: bala.id, .purchaseBill, amount: PartiesSamples.rupees("700"), on: PartiesSamples.day("2026-06-01"),
      reference: "BILL-1")
    await #expect(
      throws: PartyDeletionRefused(partyName: "Asha Traders", entryCount: 1, mergedPartyCount: 0)
    ) { try await book.delete(asha.id) }
    do {
      try await book.delete(bala.id)
      Issue.record("a party with a bill was deleted")
    } catch let refusal as PartyDeletionRefused {
      #expect(refusal.description == "Bala Supplies has 1 ledger entry; archive it instead of deleting it.")
      #expect(AppError(refusal) == .validation([.init(field: "ledger", message: refusal.description)]))
    }
    let empty = try await book.create(Self.form("Typo Party", kind: .customer))
    let survivor = try await book.create(Self.form("Chitra Stores", kind: .customer))
    _ = try await book.merge(empty.id, into: survivor.id)
    await #expect(throws: PartyDeletionRefused.self) { try await book.delete(survivor.id) }
    let mistake = try await book.create(Self.form("Created By Mistake", kind: .vendor))
    try await book.delete(mistake.id)
    #expect(try await book.party(mistake.id) == nil)
    #expect(try await book.list().map(\.party.name) == ["Asha Traders", "Bala Supplies", "Chitra Stores"])
  }

  @Test func aPaymentIsAllocatedAgainWithoutChangingAnyBalance() async throws {
    let book = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    let invoice = try await book.recordDocument(
      for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("1000"), on: PartiesSamples.day("2026-05-01"),
      reference: "INV-5"
    ).entry
    let payment = try await book.recordPayment(
      for: asha.id, amount: PartiesSamples.rupees("600"), on: PartiesSamples.day("2026-05-10"), mode: .cash)
    var open = try await book.ledger(for: asha.id).openItems()
    #expect(open.remaining(of: "opening:\(asha.id)") == nil, "oldest first settles the opening balance")
    #expect(open.remaining(of: invoice.id) == 900)
    let before = try await book.statement(
      for: asha.id, from: PartiesSamples.day("2026-04-01"), to: PartiesSamples.day("2026-06-30"))

    let again = try await book.allocate(payment.id, to: [PartyAllocationTarget(documentId: invoice.id, amount: 600)])
    #expect(again.allocations == [PartyAllocationTarget(documentId: invoice.id, amount: 600)])
    #expect((again.amount, again.date, again.paymentMode) == (payment.amount, payment.date, payment.paymentMode))
    let ledger = try await book.ledger(for: asha.id)
    open = ledger.openItems()
    #expect(open.remaining(of: "opening:\(asha.id)") == 500)
    #expect(open.remaining(of: invoice.id) == 400)
    #expect(ledger.balance() == 900)
    let after = try await book.statement(
      for: asha.id, from: PartiesSamples.day("2026-04-01"), to: PartiesSamples.day("2026-06-30"))
    #expect(after.closingBalance == before.closingBalance)
    #expect(after.lines.count == before.lines.count + 2, "the cancellation and the payment again")

    await #expect(throws: AppError.self) { try await book.allocate(payment.id, to: []) }
    await #expect(throws: AppError.self) {
      try await book.allocate(again.id, to: [PartyAllocationTarget(documentId: invoice.id, amount: 601)])
    }
    await #expect(throws: AppError.self) {
      try await book.allocate(again.id, to: [PartyAllocationTarget(documentId: again.id, amount: 1)])
    }
    await #expect(throws: AppError.self) {
      try await book.allocate(invoice.id, to: [PartyAllocationTarget(documentId: invoice.id, amount: 1)])
    }
  }

  @Test func aRefundSettlesTheAdvance() async throws {
    let book = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    _ = try await book.recordPayment(
      for: asha.id, amount: PartiesSamples.rupees("800"), on: PartiesSamples.day("2026-04-20"),
      mode: .bankTransfer(reference: "NEFT-77"))
    #expect(try await book.ledger(for: asha.id).openItems().advanceReceived == 300)
    _ = try await book.recordPayment(
      for: asha.id, .refundGiven, amount: PartiesSamples.rupees("300"), on: PartiesSamples.day("2026-04-25"),
      mode: .upi(reference: "UPI-9"))
    let ledger = try await book.ledger(for: asha.id)
    #expect(ledger.balance() == 0)
    #expect(ledger.openItems().debits.isEmpty && ledger.openItems().credits.isEmpty)
    await #expect(throws: AppError.self) {
      try await book.recordPayment(
        for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("1"), on: PartiesSamples.day("2026-04-25"),
        mode: .cash)
    }
    await #expect(throws: AppError.self) {
      try await book.recordPayment(
        for: asha.id, amount: PartiesSamples.rupees("10"), on: PartiesSamples.day("2026-04-25"), mode: .cash,
        allocations: [PartyAllocationTarget(documentId: "opening:\(asha.id)", amount: Decimal(string: "0.005") ?? 0)])
    }
  }

  @Test func theMergePreviewShowsWhatMovesAndTheBalances() async throws {
    let book = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    var duplicate = PartiesSamples.ashaTraders
    duplicate.name = "Asha Trdrs"
    duplicate.gstin = ""
    duplicate.openingBalance = "250"
    let copy = try await book.create(duplicate)
    _ = try await book.recordDocument(
      for: copy.id, .salesInvoice, amount: PartiesSamples.rupees("118"), on: PartyBookTests.today, reference: "INV-7")
    let preview = try await book.previewMerge(copy.id, into: asha.id)
    #expect((preview.survivorEntryCount, preview.movingEntryCount, preview.entryCountAfter) == (1, 2, 3))
    #expect((preview.survivorBalance, preview.mergedBalance, preview.balanceAfter) == (500, 368, 868))
    #expect(try await book.ledger(for: asha.id).balance() == 500, "a preview changes nothing")
    await #expect(throws: AppError.self) { try await book.previewMerge(asha.id, into: asha.id) }
    _ = try await book.merge(copy.id, into: asha.id)
    #expect(try await book.list().first?.balance == preview.balanceAfter)
  }

  /// On random ledgers of two parties, one merged into the other, the statements, pages and ageing
  /// the book reads from the store's digest equal a replay of every entry.
  @Test(arguments: 1...8)
  func theDigestAgreesWithAReplayOnRandomLedgers(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let book = try Self.book()
    let survivor = try await book.create(Self.form("Survivor", kind: .both, opening: "1,000.25", terms: "15"))
    let other = try await book.create(Self.form("Other", kind: .both, opening: "99.99"))
    let collection = try SyncCollection<PartyLedgerEntry>(store: book.store)
    let kinds: [PartyLedgerEntryKind] = [
      .salesInvoice, .purchaseBill, .paymentReceived, .paymentMade, .creditNote, .debitNote, .refundGiven,
      .refundReceived, .adjustmentDebit, .adjustmentCredit,
    ]
    var entries: [PartyLedgerEntry] = []
    for index in 0..<Int.random(in: 30...90, using: &random) {
      let kind = kinds.randomElement(using: &random) ?? .salesInvoice
      let date = PartiesSamples.day("2026-01-01").adding(days: Int.random(in: 0...300, using: &random))
      let paise = Int64.random(in: 1...2_000_000, using: &random)
      entries.append(
        PartyLedgerEntry(
          partyId: Bool.random(using: &random) ? survivor.id : other.id, kind: kind, date: date,
          amount: Money(minorUnits: paise, currency: .inr), reference: "E\(index)",
          dueDate: kind.isDocument ? date.adding(days: Int.random(in: 0...90, using: &random)) : nil,
          recordedAt: Date(timeIntervalSince1970: Double(index))))
    }
    let stored = try await collection.commit(try entries.map { try collection.creating($0) }).compactMap { $0 }
    var cancellations: [PartyLedgerEntry] = []
    for record in stored where Int.random(in: 0..<8, using: &random) == 0 {
      cancellations.append(
        PartyLedgerEntry(
          partyId: record.value.partyId, kind: .cancellation, date: record.value.date.adding(days: 3),
          amount: record.value.amount, cancels: record.id, side: record.value.isDebit ? .payable : .receivable,
          recordedAt: Date(timeIntervalSince1970: 10_000)))
    }
    _ = try await collection.commit(try cancellations.map { try collection.creating($0) })
    if Bool.random(using: &random) { _ = try await book.merge(other.id, into: survivor.id) }

    for party in [survivor.id, other.id] {
      let ledger = try await book.ledger(for: party)
      let from = PartiesSamples.day("2026-03-01")
      let to = PartiesSamples.day("2026-08-31")
      let replayed = ledger.statement(from: from, to: to)
      let read = try await book.statement(for: party, from: from, to: to)
      #expect(read == replayed)
      var lines: [PartyStatementLine] = []
      var offset: Int? = 0
      while let start = offset {
        let page = try await book.statementPage(for: party, from: from, to: to, offset: start, limit: 7)
        #expect(page.openingBalance == replayed.openingBalance)
        #expect(page.closingBalance == replayed.closingBalance)
        #expect((page.totalDebit, page.totalCredit) == (replayed.totalDebit, replayed.totalCredit))
        #expect(page.lineCount == replayed.lines.count)
        lines += page.lines
        offset = page.nextOffset
      }
      #expect(lines == replayed.lines)
      if let item = try await book.party(party), item.party.mergedInto == nil {
        #expect(item.balance == ledger.balance())
      }
    }
    let ledger = try await book.ledger(for: survivor.id)
    for asOf in ["2026-06-01", "2027-03-01"].map(PartiesSamples.day) {
      for payable in [false, true] {
        let report = try await book.ageingReport(asOf: asOf, payable: payable)
        let expected = ledger.ageing(asOf: asOf, buckets: PartyAgeingBuckets(), payable: payable)
        #expect(
          report.rows.first { $0.party.id == survivor.id }?.ageing.amounts ?? [0, 0, 0, 0, 0] == expected.amounts)
      }
    }
  }
}
