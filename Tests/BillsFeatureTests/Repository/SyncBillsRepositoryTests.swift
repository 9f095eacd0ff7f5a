import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting
import Testing

/// The repository over the sync store: drafts, numbering from reserved blocks, issue with stock and
/// ledger postings, payments, conversion, credit notes, cancellation and lists.
@Suite struct SyncBillsRepositoryTests {
  @Test func draftsAreCreatedUpdatedListedAndDeleted() async throws {
    let h = try BillsHarness.make()
    let asha = try await h.customer()
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500")
    let draft = try await h.repository.createDraft(
      BillsHarness.invoice(party: asha.id, lines: [(rice.id, "2", "500")]))
    #expect(draft.document.status == .draft && draft.document.number == nil)
    #expect(draft.totals.payableAmount == dec("1180.00"))
    #expect(draft.syncStatus == .pending && draft.outstanding == 0)

    var edited = draft.document
    edited.lines[0].line.quantity = 3
    let updated = try await h.repository.updateDraft(edited)
    #expect(updated.id == draft.id && updated.totals.payableAmount == dec("1770.00"))
    #expect(try await h.repository.document(draft.id)?.document.lines[0].line.quantity == 3)

    await #expect(throws: BillsRepositoryError.partyNotFound(partyID: "nobody")) {
      try await h.repository.createDraft(BillsHarness.invoice(party: "nobody", lines: [(nil, "1", "1")]))
    }
    await #expect(throws: BillsRepositoryError.productNotFound(line: 2, productID: "ghost")) {
      try await h.repository.createDraft(
        BillsHarness.invoice(party: asha.id, lines: [(rice.id, "1", "1"), ("ghost", "1", "1")]))
    }
    try await h.repository.deleteDraft(draft.id)
    #expect(try await h.repository.document(draft.id) == nil)
    await #expect(throws: BillsRepositoryError.documentNotFound(id: draft.id)) {
      try await h.repository.issue(draft.id)
    }
  }

  @Test func issuingNumbersFromReservedBlocksGapFreeAcrossARestart() async throws {
    let h = try BillsHarness.make(blockSize: 3, lowWaterMark: 1)
    let granter = BillNumberBlockGranter()
    let asha = try await h.customer()
    let first = try await h.repository.createDraft(BillsHarness.invoice(party: asha.id, lines: [(nil, "1", "100")]))
    let series = try BillsConfiguration(deviceID: "till-1").series(for: .salesInvoice, on: day("2025-10-01")).key
    await #expect(throws: BillNumberingError.noNumbersReserved(series: series)) {
      try await h.repository.issue(first.id)
    }
    #expect(try await h.repository.document(first.id)?.document.status == .draft)
    try await h.syncReservingBlocks(numbers: granter)

    var numbers: [String] = []
    for _ in 0..<2 {
      let draft = try await h.repository.createDraft(BillsHarness.invoice(party: asha.id, lines: [(nil, "1", "100")]))
      numbers.append(try await h.repository.issue(draft.id).document.number ?? "")
    }
    #expect(numbers == ["INV/25-26/00001", "INV/25-26/00002"])
    #expect(try await h.repository.issue(first.id).document.number == "INV/25-26/00003")

    // A new repository over the same store (an app restart) continues the block, then the next one.
    try await h.syncReservingBlocks(numbers: granter)
    let restarted = try SyncBillsRepository(
      store: h.store, inventory: h.catalog, accounts: h.book, configuration: BillsConfiguration(deviceID: "till-1"))
    let next = try await restarted.createDraft(BillsHarness.invoice(party: asha.id, lines: [(nil, "1", "100")]))
    #expect(try await restarted.issue(next.id).document.number == "INV/25-26/00004")

    // A cancelled invoice keeps its number, and the number is never handed out again.
    let cancelled = try await restarted.cancel(next.id)
    #expect(cancelled.document.status == .cancelled && cancelled.document.number == "INV/25-26/00004")
    let after = try await restarted.createDraft(BillsHarness.invoice(party: asha.id, lines: [(nil, "1", "100")]))
    #expect(try await restarted.issue(after.id).document.number == "INV/25-26/00005")
  }

  @Test func concurrentIssuesOnOneDeviceAreNumberedWithoutGapsOrDuplicatesAcrossRepositories() async throws {
    let h = try BillsHarness.make(blockSize: 30, lowWaterMark: 1)
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let party = try await h.customer()
    var drafts: [String] = []
    for _ in 0..<20 {
      drafts.append(
        try await h.repository.createDraft(BillsHarness.invoice(party: party.id, lines: [(nil, "1", "5")])).id)
    }
    // Two repositories of the device (two session scopes) issue at once.
    let repositories: [any BillsRepository] = [
      h.repository,
      try SyncBillsRepository(
        store: h.store, inventory: h.catalog, accounts: h.book,
        configuration: BillsConfiguration(deviceID: "till-1", blockSize: 30, lowWaterMark: 1)),
    ]
    let numbers = try await withThrowingTaskGroup(of: String.self) { group in
      for (index, id) in drafts.enumerated() {
        let repository = repositories[index % 2]
        group.addTask { try await repository.issue(id).document.number ?? "" }
      }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    let expected = (1...20).map { "INV/25-26/" + String(repeating: "0", count: $0 < 10 ? 4 : 3) + "\($0)" }
    #expect(numbers.sorted() == expected)
  }

  /// The numbering lock is the store's: a write held mid-way on one device's store does not stop a
  /// repository over another store, even under the same device id (two companies, two test
  /// harnesses), which completes while the first is still held.
  @Test func repositoriesOverTwoStoresDoNotWaitForEachOther() async throws {
    let held = try BillsHarness.make(device: "till-1")
    let free = try BillsHarness.make(device: "till-1")
    let heldParty = try await held.customer()
    let freeParty = try await free.customer()

    held.gate.closeGate()
    let heldDraft = Task {
      try await held.repository.createDraft(BillsHarness.invoice(party: heldParty.id, lines: [(nil, "1", "5")]))
    }
    await held.gate.waitForHeldWrites(1)
    let other = await completes(within: .seconds(60)) {
      try await free.repository.createDraft(BillsHarness.invoice(party: freeParty.id, lines: [(nil, "1", "5")]))
    }
    #expect(other, "a repository over another store waited for the held write")
    held.gate.openGate()
    _ = try await heldDraft.value
    #expect(try await held.repository.list(BillListQuery()).items.count == 1)
    #expect(try await free.repository.list(BillListQuery()).items.count == 1)
  }

  @Test func aSalesInvoiceMovesStockAndPostsToTheLedgerAndCancellingReversesBoth() async throws {
    let h = try BillsHarness.make()
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500", opening: "10")
    let dal = try await h.product("Dal", sku: "DAL-1", price: "100", opening: "10")
    let draft = try await h.repository.createDraft(
      BillsHarness.invoice(party: asha.id, lines: [(rice.id, "2", "500"), (dal.id, "1", "100"), (rice.id, "1", "500")]))
    let issued = try await h.repository.issue(draft.id)
    #expect(issued.document.status == .issued && !issued.hasPendingPostings)
    #expect(issued.totals.payableAmount == dec("1888.00"))
    #expect(issued.outstanding == dec("1888.00"))
    #expect(try await h.onHand(rice.id) == 7)
    #expect(try await h.onHand(dal.id) == 9)
    #expect(try await h.balance(asha.id) == dec("1888.00"))
    let number = try #require(issued.document.number)
    let entries = try await h.book.ledger(for: asha.id).entries
    #expect(entries.map(\.kind) == [.salesInvoice] && entries[0].reference == number)
    #expect(entries[0].dueDate == day("2025-10-31"))

    let paid = try await h.repository.recordPayment(
      BillPaymentRequest(
        amount: try Money("888", currency: .inr), date: day("2025-10-05"), mode: .upi,
        reference: "UPI-1"),
      to: draft.id)
    #expect(paid.document.status == .partiallyPaid && paid.outstanding == 1000)
    #expect(try await h.balance(asha.id) == 1000)
    let payment = try #require(try await h.book.ledger(for: asha.id).entries.first { $0.kind == .paymentReceived })
    #expect(payment.reference == "\(number) P-till-1-1" && payment.allocations.map(\.documentId) == [entries[0].id])

    let cancelled = try await h.repository.cancel(draft.id)
    #expect(cancelled.document.status == .cancelled && cancelled.document.number == number)
    #expect(cancelled.outstanding == 0)
    #expect(try await h.onHand(rice.id) == 10)
    #expect(try await h.onHand(dal.id) == 10)
    #expect(try await h.balance(asha.id) == dec("-888.00"), "the payment stays as an advance")
    await #expect(throws: BillDocumentError.invalidTransition(from: .cancelled, to: .cancelled)) {
      try await h.repository.cancel(draft.id)
    }
  }

  @Test func aPurchaseBillMovesStockInAndCreditsTheSupplierWhomPaymentsThenDebit() async throws {
    let h = try BillsHarness.make()
    _ = try await h.repository.reserveNumbers(for: .purchaseBill, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    var form = PartyForm()
    form.name = "Bala Supplies"
    form.kind = .vendor
    let bala = try await h.book.create(form)
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500", opening: "10")
    let draft = try await h.repository.createDraft(
      BillsHarness.invoice(party: bala.id, lines: [(rice.id, "5", "100")], kind: .purchaseBill))
    let issued = try await h.repository.issue(draft.id)
    #expect(issued.document.number == "BILL/25-26/00001" && issued.outstanding == 590)
    #expect(try await h.onHand(rice.id) == 15)
    #expect(try await h.balance(bala.id) == -590)
    let paid = try await h.repository.recordPayment(
      BillPaymentRequest(
        amount: try Money("590", currency: .inr), date: day("2025-10-03"), mode: .bankTransfer,
        reference: "NEFT-7"),
      to: draft.id)
    #expect(paid.document.status == .paid && paid.outstanding == 0)
    #expect(try await h.balance(bala.id) == 0)
    let kinds = try await h.book.ledger(for: bala.id).entries.map(\.kind)
    #expect(kinds == [.purchaseBill, .paymentMade])
  }

  @Test func amountsReachAnotherDeviceExactly() async throws {
    let h = try BillsHarness.make()
    let asha = try await h.customer()
    var document = BillsHarness.invoice(party: asha.id, lines: [(nil, "1.333", "1234567.8901"), (nil, "7", "7.60")])
    document.lines[1].line.tax = .standard(5)
    let draft = try await h.repository.createDraft(document)
    _ = try await h.engine.sync()
    let other = try BillsHarness.make(device: "till-2", server: h.server)
    _ = try await other.engine.sync()
    let id = try #require(try await h.repository.document(draft.id)?.id)
    let there = try #require(try await other.repository.document(id))
    let here = try #require(try await h.repository.document(id))
    #expect(there.document == here.document)
    #expect(there.document.lines[0].line.quantity == dec("1.333"))
    #expect(there.document.lines[0].line.unitPrice == dec("1234567.8901"))
    #expect(there.totals == here.totals && there.totals.payableAmount == here.totals.payableAmount)
    #expect(there.document.partyID == (try await other.book.party(there.document.partyID))?.id)
  }

  @Test func aCreditNoteReducesWhatIsOutstandingAndNeverExceedsTheOriginal() async throws {
    let h = try BillsHarness.make()
    try await h.reserveInvoiceAndCreditNoteNumbers()
    let asha = try await h.customer()
    let invoice = try await h.issueInvoice(to: asha.id)
    let note = try await h.creditNoteForOneReturnedUnit(of: invoice)
    #expect(note.document.original?.documentID == invoice && note.document.status == .draft)
    let issued = try await h.repository.issue(note.id)
    #expect(issued.document.number == "CN/25-26/00001")
    let original = try #require(try await h.repository.document(invoice))
    #expect(original.outstanding == dec("590.00") && original.document.status == .partiallyPaid)
    #expect(original.document.credits.map(\.creditNoteID) == [note.id])
    #expect(try await h.balance(asha.id) == dec("590.00"))
    await #expect(throws: BillsRepositoryError.creditNoteApplied(id: note.id)) {
      try await h.repository.cancel(note.id)
    }

    // The note names its original and not the other way round, so both upload in one sync.
    let report = try await h.engine.sync()
    #expect(report.rejected == 0)
    for id in [invoice, note.id] {
      let synced = try #require(try await h.repository.document(id))
      #expect(synced.syncStatus == .synced && !synced.id.hasPrefix("local-"))
    }
    let syncedNote = try #require(try await h.repository.document(note.id))
    #expect(syncedNote.document.original?.documentID == (try await h.repository.document(invoice))?.id)

    let tooMuch = try await h.repository.createCreditNote(
      against: invoice, issueDate: day("2025-10-11"),
      lines: [BillDocumentLine(line: Drafts.line("1", "2", at: "500"), description: "Everything")])
    await #expect(throws: BillDocumentError.self) { try await h.repository.issue(tooMuch.id) }
    #expect(try await h.repository.document(tooMuch.id)?.document.status == .draft)
  }

  /// In the party ledger a credit note settles the invoice it credits, not the party's oldest one, so
  /// Bills and the party's open items agree on which invoice is still owed.
  @Test func aCreditNoteSettlesItsOwnInvoiceInThePartyLedger() async throws {
    let h = try BillsHarness.make()
    try await h.reserveInvoiceAndCreditNoteNumbers()
    let asha = try await h.customer()
    let invoices = [try await h.issueInvoice(to: asha.id), try await h.issueInvoice(to: asha.id)]
    _ = try await h.repository.issue(try await h.creditNoteForOneReturnedUnit(of: invoices[1]).id)

    let open = try await h.book.ledger(for: asha.id).openItems()
    let owed = Dictionary(
      uniqueKeysWithValues: open.debits.compactMap { item in item.entry.reference.map { ($0, item.remaining) } })
    #expect(owed["INV/25-26/00001"] == dec("1180.00"))
    #expect(owed["INV/25-26/00002"] == dec("590.00"))
    #expect(try await h.repository.document(invoices[0])?.outstanding == dec("1180.00"))
    #expect(try await h.repository.document(invoices[1])?.outstanding == dec("590.00"))
  }

  @Test func conversionKeepsTheChainFromQuotationToOrderToInvoice() async throws {
    let h = try BillsHarness.make()
    _ = try await h.repository.reserveNumbers(for: .quotation, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let quotation = try await h.repository.createDraft(
      BillsHarness.invoice(party: asha.id, lines: [(nil, "1", "100")], kind: .quotation))
    let quoted = try await h.repository.issue(quotation.id)
    #expect(quoted.document.number == "QT/25-26/00001")
    #expect(try await h.balance(asha.id) == 0, "a quotation posts nothing")
    let order = try await h.repository.convert(quotation.id, to: .salesOrder, issueDate: day("2025-10-02"))
    let invoice = try await h.repository.convert(order.id, to: .salesInvoice, issueDate: day("2025-10-03"))
    #expect(
      order.document.convertedFrom
        == BillDocumentLink(documentID: quotation.id, kind: .quotation, number: "QT/25-26/00001"))
    #expect(invoice.document.convertedFrom?.documentID == order.id)
    #expect(invoice.document.kind == .salesInvoice && invoice.document.status == .draft)
    await #expect(throws: BillDocumentError.notConvertible(from: .salesInvoice, to: .quotation)) {
      try await h.repository.convert(invoice.id, to: .quotation, issueDate: day("2025-10-03"))
    }
  }

  @Test func listsFilterByKindStatusPartyDateAndOverdueWithTotals() async throws {
    let h = try BillsHarness.make(blockSize: 10)
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let bala = try await h.customer("Bala Stores")
    let a1 = try await h.repository.createDraft(
      BillsHarness.invoice(party: asha.id, lines: [(nil, "1", "100")], date: "2025-08-01"))
    _ = try await h.repository.issue(a1.id)
    let a2 = try await h.repository.createDraft(
      BillsHarness.invoice(party: asha.id, lines: [(nil, "2", "100")], date: "2025-09-20"))
    _ = try await h.repository.issue(a2.id)
    let b1 = try await h.repository.createDraft(
      BillsHarness.invoice(party: bala.id, lines: [(nil, "3", "100")], date: "2025-09-25"))
    let quote = try await h.repository.createDraft(
      BillsHarness.invoice(party: bala.id, lines: [(nil, "4", "100")], date: "2025-09-26", kind: .quotation))

    let all = try await h.repository.list(BillListQuery(asOf: day("2025-10-01")))
    #expect(all.items.map(\.id) == [quote.id, b1.id, a2.id, a1.id])
    #expect(
      all.totals == [
        BillListTotals(currency: .inr, count: 4, payable: dec("1180"), outstanding: dec("354"), overdue: dec("118"))
      ])
    #expect(try await h.repository.list(BillListQuery(kinds: [.quotation])).items.map(\.id) == [quote.id])
    #expect(try await h.repository.list(BillListQuery(statuses: [.issued])).items.map(\.id) == [a2.id, a1.id])
    #expect(try await h.repository.list(BillListQuery(partyID: bala.id)).items.map(\.id) == [quote.id, b1.id])
    let september = BillListQuery(from: day("2025-09-01"), to: day("2025-09-25"))
    #expect(try await h.repository.list(september).items.map(\.id) == [b1.id, a2.id])
    let overdue = try await h.repository.list(BillListQuery(overdueOnly: true, asOf: day("2025-10-01")))
    #expect(overdue.items.map(\.id) == [a1.id] && overdue.items[0].isOverdue)
    let page = try await h.repository.list(BillListQuery(offset: 1, limit: 2))
    #expect(page.items.map(\.id) == [b1.id, a2.id] && page.nextOffset == 3 && page.matchCount == 4)
  }

  @Test func aStockOutTheStockPolicyRefusesLeavesTheDraftAndItsNumberUntouched() async throws {
    let h = try BillsHarness.make(stockPolicy: StockPolicy(allowsNegativeStock: false))
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500", opening: "1")
    let draft = try await h.repository.createDraft(BillsHarness.invoice(party: asha.id, lines: [(rice.id, "2", "500")]))
    await #expect(
      throws: BillsRepositoryError.stockRefused(line: 1, productID: rice.id, reason: "Only 1 in stock; 2 requested.")
    ) { try await h.repository.issue(draft.id) }
    #expect(try await h.repository.document(draft.id)?.document.status == .draft)
    #expect(try await h.onHand(rice.id) == 1)
    #expect(try await h.balance(asha.id) == 0)
    let fits = try await h.repository.createDraft(BillsHarness.invoice(party: asha.id, lines: [(rice.id, "1", "500")]))
    #expect(try await h.repository.issue(fits.id).document.number == "INV/25-26/00001")
  }

  /// Cancelling an invoice with a credit note applied is refused, naming the note: the credit would
  /// stay in the party's ledger, and under GST a credit note, not cancellation, corrects an invoice.
  @Test func anInvoiceWithACreditNoteAppliedIsNotCancelled() async throws {
    let h = try BillsHarness.make()
    try await h.reserveInvoiceAndCreditNoteNumbers()
    let asha = try await h.customer()
    let invoice = try await h.issueInvoice(to: asha.id)
    let note = try await h.creditNoteForOneReturnedUnit(of: invoice)
    _ = try await h.repository.issue(note.id)
    await #expect(throws: BillsRepositoryError.creditsApplied(id: invoice, creditNotes: ["CN/25-26/00001"])) {
      try await h.repository.cancel(invoice)
    }
    #expect(try await h.repository.document(invoice)?.document.status == .partiallyPaid)
    #expect(try await h.balance(asha.id) == dec("590.00"))
  }

  /// With a pattern without the financial year, numbers restart each year; next year's first invoice
  /// still moves its stock and posts to the ledger under its own reference, and cancelling it reverses
  /// only its own postings.
  @Test func numbersRestartingEachYearPostUnderTheirOwnReference() async throws {
    let h = try BillsHarness.make {
      $0.numberPatterns[.salesInvoice] = BillNumberPattern(prefix: "INV", sequenceDigits: 4)
    }
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2026-04-10"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500", opening: "10")
    let first = try await h.repository.createDraft(
      BillsHarness.invoice(party: asha.id, lines: [(rice.id, "2", "500")], date: "2025-10-01"))
    let second = try await h.repository.createDraft(
      BillsHarness.invoice(party: asha.id, lines: [(rice.id, "3", "500")], date: "2026-04-10"))
    #expect(try await h.repository.issue(first.id).document.number == "INV0001")
    #expect(try await h.repository.issue(second.id).document.number == "INV0001")
    #expect(try await h.onHand(rice.id) == 5)
    #expect(try await h.balance(asha.id) == dec("2950.00"))
    let references = try await h.book.ledger(for: asha.id).entries.map(\.reference)
    #expect(references == ["INV0001 (2025-26)", "INV0001 (2026-27)"])

    _ = try await h.repository.cancel(second.id)
    #expect(try await h.onHand(rice.id) == 8)
    #expect(try await h.balance(asha.id) == dec("1180.00"))
  }

  /// Postings an earlier version made under the bare number still count as the document's when they
  /// are dated in its financial year: they are not posted again, and cancelling reverses them.
  @Test func bareNumberedPostingsFromEarlierVersionsStillCount() async throws {
    let h = try BillsHarness.make {
      $0.numberPatterns[.salesInvoice] = BillNumberPattern(prefix: "INV", sequenceDigits: 4)
    }
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500", opening: "10")
    _ = try await h.catalog.adjustStock(
      rice.id, StockMovementRequest(kind: .sale, quantity: 2, reference: "INV0001", occurredAt: BillsHarness.now))
    _ = try await h.book.recordDocument(
      for: asha.id, .salesInvoice, amount: try Money("1180", currency: .inr), on: day("2025-10-01"),
      reference: "INV0001", dueDate: day("2025-10-31"))
    let draft = try await h.repository.createDraft(
      BillsHarness.invoice(party: asha.id, lines: [(rice.id, "2", "500")]))
    #expect(try await h.repository.issue(draft.id).document.number == "INV0001")
    #expect(try await h.onHand(rice.id) == 8)
    #expect(try await h.balance(asha.id) == dec("1180.00"))
    _ = try await h.repository.cancel(draft.id)
    #expect(try await h.onHand(rice.id) == 10)
    #expect(try await h.balance(asha.id) == 0)
  }

  /// A line's unit is one of its product's own unit names, in any case; an e-invoice code the product
  /// does not use (`NOS` on a `pcs` product) is refused when issuing, naming the line, unit and product.
  @Test func aProductLineIsInOneOfTheProductsOwnUnits() async throws {
    let h = try BillsHarness.make()
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500", opening: "10")
    var document = BillsHarness.invoice(party: asha.id, lines: [(rice.id, "2", "500")])
    document.lines[0].unit = "NOS"
    let draft = try await h.repository.createDraft(document)
    await #expect(throws: BillsRepositoryError.unknownUnit(line: 1, unit: "NOS", productID: rice.id)) {
      try await h.repository.issue(draft.id)
    }
    var renamed = draft.document
    renamed.lines[0].unit = "PCS"
    _ = try await h.repository.updateDraft(renamed)
    #expect(try await h.repository.issue(draft.id).document.number == "INV/25-26/00001")
    #expect(try await h.onHand(rice.id) == 8)
  }
}
