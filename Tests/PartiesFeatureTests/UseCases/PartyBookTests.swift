import Foundation
import IndiaTax
import PartiesFeature
import PartiesTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The party use cases over the testing kit's in-memory store and sync server.
@Suite struct PartyBookTests {
  static let today = PartiesSamples.day("2026-06-15")

  static func book(_ configuration: PartiesConfiguration = PartiesConfiguration(), server: InMemorySyncServer? = nil)
    throws -> (PartyBook, Container)
  {
    let container = try Container.partiesTesting(
      configuration: configuration, server: server, now: { Date(timeIntervalSince1970: 1_781_500_000) })
    return (try container.makeScope(.session).resolve(PartyBook.self), container)
  }

  @Test func aPartyIsValidatedFieldByField() async throws {
    let (book, _) = try Self.book()
    var form = PartyForm()
    form.gstin = "27AAPFU0939F1ZX"
    form.pan = "ABCPE1234F"
    form.phones = "98765, 9876543210"
    form.email = "asha@"
    form.billingPincode = "0110"
    form.creditLimit = "-5"
    await #expect(throws: AppError.self) { try await book.create(form) }
    do {
      _ = try await book.create(form)
    } catch let AppError.validation(fields) {
      #expect(fields.map(\.field) == ["name", "gstin", "phones", "email", "billingPincode", "creditLimit"])
      #expect(fields[1].message.contains("check character"))
    }
    form = PartyForm()
    form.name = "Asha"
    form.gstin = "27AAPFU0939F1ZV"
    form.pan = "ABCPE1234F"
    do {
      _ = try await book.create(form)
      Issue.record("a PAN other than the GSTIN's was accepted")
    } catch let AppError.validation(fields) {
      #expect(fields.map(\.field) == ["pan"])
    }
  }

  @Test func createSearchAndRefuseADuplicateGSTIN() async throws {
    let (book, _) = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    _ = try await book.create(PartiesSamples.balaSupplies)
    #expect(asha.party.placeOfSupply?.code == "27")
    #expect(asha.party.pan?.value == "AAPFU0939F")
    #expect(asha.status == .pending)
    #expect(try await book.search("ash tra").map(\.party.name) == ["Asha Traders"])
    #expect(try await book.search("27aapfu").map(\.party.name) == ["Asha Traders"])
    #expect(try await book.search("91234").map(\.party.name) == ["Bala Supplies"])
    #expect(try await book.list().map(\.party.name) == ["Asha Traders", "Bala Supplies"])
    var again = PartiesSamples.ashaTraders
    again.name = "Asha Traders (Nashik)"
    await #expect(
      throws: AppError.validation([
        .init(field: "gstin", message: "Another party already has the GSTIN 27AAPFU0939F1ZV.")
      ])
    ) {
      try await book.create(again)
    }
  }

  @Test func documentsPaymentsAndAStatement() async throws {
    let (book, _) = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    let (invoice, check) = try await book.recordDocument(
      for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("1180"), on: PartiesSamples.day("2026-04-10"),
      reference: "INV-1")
    #expect(check == .withinLimit)
    #expect(invoice.dueDate == PartiesSamples.day("2026-05-10"), "30 days' terms")
    let preview = try await book.previewPayment(
      for: asha.id, amount: PartiesSamples.rupees("2000"), on: PartiesSamples.day("2026-04-20"))
    #expect(preview.allocations.map(\.amount) == [500, 1180])
    #expect(preview.advance == 320)
    _ = try await book.recordPayment(
      for: asha.id, amount: PartiesSamples.rupees("2000"), on: PartiesSamples.day("2026-04-20"),
      mode: .upi(reference: "UPI-4471"))
    let ledger = try await book.ledger(for: asha.id)
    #expect(ledger.balance() == -320)
    #expect(ledger.openItems().advanceReceived == 320)
    let april = try await book.statement(
      for: asha.id, from: PartiesSamples.day("2026-04-01"), to: PartiesSamples.day("2026-04-30"))
    #expect(april.lines.map(\.entry.kind) == [.openingBalance, .salesInvoice, .paymentReceived])
    #expect(april.lines.map(\.balance) == [500, 1680, -320])
  }

  @Test func theCreditLimitWarnsOrBlocksWithTheAmounts() async throws {
    let (warning, _) = try Self.book()
    let asha = try await warning.create(PartiesSamples.ashaTraders)
    let (_, check) = try await warning.recordDocument(
      for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("9600"), on: Self.today, reference: "INV-9")
    guard case .overLimit(let exceeded) = check else {
      Issue.record("no warning")
      return
    }
    #expect((exceeded.outstanding, exceeded.wouldOwe, exceeded.excess) == (500, 10_100, 100))

    let (blocking, _) = try Self.book(PartiesConfiguration(creditPolicy: .block))
    let strict = try await blocking.create(PartiesSamples.ashaTraders)
    await #expect(throws: PartyCreditLimitExceeded.self) {
      try await blocking.recordDocument(
        for: strict.id, .salesInvoice, amount: PartiesSamples.rupees("9600"), on: Self.today, reference: "INV-9")
    }
    #expect(try await blocking.ledger(for: strict.id).balance() == 500, "nothing was recorded")
  }

  /// A payment names only documents it can settle: the party's invoices for money received, never
  /// an unknown id, another party's invoice or the party's own payment; nothing is recorded then.
  @Test func aPaymentAllocatedToWhatItCannotSettleIsRefused() async throws {
    let (book, _) = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    let bala = try await book.create(PartiesSamples.balaSupplies)
    let invoice = try await book.recordDocument(
      for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("1000"), on: Self.today, reference: "INV-3"
    ).entry
    let balaBill = try await book.recordDocument(
      for: bala.id, .purchaseBill, amount: PartiesSamples.rupees("300"), on: Self.today, reference: "BILL-3"
    ).entry
    let before = try await book.ledger(for: asha.id).entries.count
    for stranger in ["no-such-doc", balaBill.id] {
      let targets = [PartyAllocationTarget(documentId: stranger, amount: 100)]
      let refusal = AppError.validation([
        .init(field: "allocations", message: "\(stranger) is not a document this payment can settle.")
      ])
      await #expect(throws: refusal) {
        try await book.recordPayment(
          for: asha.id, amount: PartiesSamples.rupees("100"), on: Self.today, mode: .cash, allocations: targets)
      }
      await #expect(throws: refusal) {
        try await book.previewPayment(
          for: asha.id, amount: PartiesSamples.rupees("100"), on: Self.today, allocations: targets)
      }
    }
    #expect(try await book.ledger(for: asha.id).entries.count == before)
    // A credit note names the invoice it settles under the same rule.
    await #expect(throws: AppError.self) {
      try await book.recordDocument(
        for: asha.id, .creditNote, amount: PartiesSamples.rupees("100"), on: Self.today, reference: "CN-1",
        allocations: [PartyAllocationTarget(documentId: balaBill.id, amount: 100)])
    }
    let note = try await book.recordDocument(
      for: asha.id, .creditNote, amount: PartiesSamples.rupees("100"), on: Self.today, reference: "CN-2",
      allocations: [PartyAllocationTarget(documentId: invoice.id, amount: 100)]
    ).entry
    #expect(note.allocations.map(\.documentId) == [invoice.id])
    let paid = try await book.recordPayment(
      for: asha.id, amount: PartiesSamples.rupees("100"), on: Self.today, mode: .cash,
      allocations: [PartyAllocationTarget(documentId: invoice.id, amount: 100)])
    #expect(paid.allocations.map(\.documentId) == [invoice.id])
  }

  @Test func cancellingAPaymentReopensTheInvoiceOnce() async throws {
    let (book, _) = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    _ = try await book.recordDocument(
      for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("1000"), on: PartiesSamples.day("2026-05-01"),
      reference: "INV-2")
    let payment = try await book.recordPayment(
      for: asha.id, amount: PartiesSamples.rupees("1500"), on: PartiesSamples.day("2026-05-05"),
      mode: .cheque(number: "000123", date: PartiesSamples.day("2026-05-05")))
    #expect(try await book.ledger(for: asha.id).openItems().debits.isEmpty)
    _ = try await book.cancel(payment.id, on: PartiesSamples.day("2026-05-09"), reason: "Cheque bounced")
    let ledger = try await book.ledger(for: asha.id)
    #expect(ledger.balance() == 1500)
    #expect(ledger.openItems().debits.map(\.entry.reference) == ["Opening balance", "INV-2"])
    await #expect(throws: AppError.self) { try await book.cancel(payment.id) }
    await #expect(throws: SyncStoreError.appendOnly(type: "party-ledger-entries")) {
      try await book.store.delete("party-ledger-entries", id: payment.id)
    }
  }

  @Test func aMergeKeepsEveryEntryAndSumsTheBalances() async throws {
    let (book, _) = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    var duplicate = PartiesSamples.ashaTraders
    duplicate.name = "Asha Trdrs"
    duplicate.gstin = ""
    duplicate.openingBalance = "250"
    let copy = try await book.create(duplicate)
    _ = try await book.recordDocument(
      for: copy.id, .salesInvoice, amount: PartiesSamples.rupees("118"), on: Self.today, reference: "INV-7")
    let before = try await book.ledger(for: asha.id).balance() + book.ledger(for: copy.id).balance()
    _ = try await book.merge(copy.id, into: asha.id)
    let merged = try await book.ledger(for: asha.id)
    #expect(merged.balance() == before)
    #expect(before == 868)
    #expect(merged.entries.map(\.reference).contains("INV-7"))
    #expect(try await book.list().map(\.party.name) == ["Asha Traders"])
    #expect(try await book.party(copy.id)?.party.mergedInto == asha.id)
    await #expect(throws: AppError.self) { try await book.merge(asha.id, into: asha.id) }

    // The merged party's ledger moved with it: merging it again elsewhere is refused, and nothing moves.
    let bala = try await book.create(PartiesSamples.balaSupplies)
    await #expect(
      throws: AppError.validation([.init(field: "merged", message: "This party was already merged into another one.")])
    ) {
      try await book.merge(copy.id, into: bala.id)
    }
    #expect(try await book.ledger(for: asha.id).balance() == before)
    #expect(try await book.ledger(for: bala.id).balance() == 0)
  }

  @Test func anAgeingReportOverEveryParty() async throws {
    let (book, _) = try Self.book()
    let asha = try await book.create(PartiesSamples.ashaTraders)
    let bala = try await book.create(PartiesSamples.balaSupplies)
    _ = try await book.recordDocument(
      for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("1000"), on: PartiesSamples.day("2026-04-01"),
      reference: "INV-1")
    _ = try await book.recordDocument(
      for: bala.id, .purchaseBill, amount: PartiesSamples.rupees("700"), on: PartiesSamples.day("2026-06-01"),
      reference: "BILL-1")
    let receivable = try await book.ageingReport(asOf: Self.today)
    #expect(receivable.rows.map(\.party.name) == ["Asha Traders"])
    #expect(receivable.total.amounts == [0, 0, 1000, 500, 0], "INV-1 is 45 days past due, the opening balance 75")
    let payable = try await book.ageingReport(asOf: Self.today, payable: true)
    #expect(payable.total.amounts == [0, 700, 0, 0, 0], "BILL-1 is due on the day it is dated: 14 days past due")
  }

  @Test func offlineEntriesSyncAndFollowTheServersPartyId() async throws {
    let schema = try SyncSchema(PartiesSyncTypes.all)
    let server = InMemorySyncServer(schema: schema)
    let (book, container) = try Self.book(server: server)
    let asha = try await book.create(PartiesSamples.ashaTraders)
    let invoice = try await book.recordDocument(
      for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("1180"), on: Self.today, reference: "INV-1"
    ).entry
    _ = try await book.recordPayment(
      for: asha.id, amount: PartiesSamples.rupees("1180"), on: Self.today, mode: .cash,
      allocations: [PartyAllocationTarget(documentId: invoice.id, amount: 1180)])
    #expect(SyncLocalID.isLocal(asha.id))

    let report = try await container.resolve(SyncEngine.self).sync()
    #expect(report.uploaded == 3)
    let synced = try #require(try await book.list().first)
    #expect(!SyncLocalID.isLocal(synced.id))
    #expect(synced.status == .synced)
    let ledger = try await book.ledger(for: asha.id)
    #expect(ledger.entries.allSatisfy { $0.partyId == synced.id })
    #expect(ledger.balance() == 500)
    let payment = try #require(ledger.entries.first { $0.kind == .paymentReceived })
    #expect(payment.allocations.first?.documentId == ledger.entries.first { $0.kind == .salesInvoice }?.id)
    #expect(ledger.openItems().remaining(of: "opening:\(synced.id)") == 500)
  }

  @Test func theTestingContainerVerifies() throws {
    let report = try Container.partiesTesting().verify()
    #expect(report.isEmpty, "\(report)")
  }
}
