import BillsFeature
import BillsTesting
import Foundation
import PartiesTesting
import ProductsTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Bills needs nothing of the Products and Parties features but their clients: over a store holding
/// only its own record types and the testing kits' recording clients, a day's invoice, payment and
/// cancellation post exactly what they should, once.
@Suite struct BillsOverRecordingClientsTests {
  struct Shop {
    let repository: SyncBillsRepository
    let inventory: RecordingInventory
    let accounts: RecordingPartyAccounts
    let engine: SyncEngine
    let server: InMemorySyncServer

    init() throws {
      // Bills' records reference products and parties by id; the store only needs to know the types.
      let referenced = ["products", "parties"].map { SyncRecordType($0, path: ["v1", "sync", $0]) }
      let schema = try SyncSchema(BillsSyncTypes.all + referenced)
      server = InMemorySyncServer(schema: schema)
      let store = try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: schema, projections: [BillsProjection()])
      engine = SyncEngine(store: store, remote: server)
      inventory = RecordingInventory(items: [
        InventoryItem(id: "rice", name: "Rice", baseUnit: "kg", unitFactors: ["bag": 25], onHand: 60)
      ])
      accounts = RecordingPartyAccounts(parties: [
        PartyAccount(id: "asha", name: "Asha Traders"),
        // Registered in Karnataka, goods delivered to its Goa branch.
        PartyAccount(
          id: "kiran", name: "Kiran Stores", gstin: "29AAPFU0939F1ZV",
          shippingAddress: PartyAccountAddress(city: "Panaji", stateCode: "30")),
      ])
      repository = try SyncBillsRepository(
        store: store, inventory: inventory, accounts: accounts,
        configuration: BillsConfiguration(deviceID: "till-1", blockSize: 5, lowWaterMark: 1),
        now: { BillsHarness.now })
    }

    func reserveInvoiceNumbers() async throws {
      _ = try await repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
      _ = try await engine.sync()
      try await BillNumberBlockGranter().grant(on: server)
      _ = try await engine.sync()
    }
  }

  @Test func anInvoiceAPaymentAndACancellationPostExactlyOnce() async throws {
    let shop = try Shop()
    try await shop.reserveInvoiceNumbers()
    let invoice = BillDocument(
      id: "", kind: .salesInvoice, issueDate: day("2025-10-01"), paymentTermDays: 30, partyID: "asha",
      currency: .inr, regime: Drafts.intraState,
      lines: [
        BillDocumentLine(
          line: Drafts.line("1", "2", at: "1000"), description: "Rice 25 kg bag", hsnOrSAC: "1006", unit: "bag",
          productID: "rice")
      ])
    let draft = try await shop.repository.createDraft(invoice)

    let issued = try await shop.repository.issue(draft.id)

    #expect(await shop.inventory.onHand("rice") == 10)
    #expect(await shop.accounts.balance("asha") == issued.totals.payableAmount)
    #expect(await shop.inventory.postings.map(\.reference.text) == ["INV/25-26/00001"])
    _ = try await shop.repository.recordPayment(
      BillPaymentRequest(
        amount: try Money("500", currency: .inr), date: day("2025-10-02"), mode: .upi, reference: "UPI-1"),
      to: draft.id)
    #expect(await shop.accounts.balance("asha") == issued.totals.payableAmount - 500)
    _ = try await shop.repository.cancel(draft.id)
    #expect(await shop.inventory.onHand("rice") == 60)
    #expect(await shop.accounts.balance("asha") == -500, "the payment stays, as an advance")
    #expect(await shop.accounts.postings.count == 3)
    #expect(try await shop.repository.completePendingPostings().isEmpty)
  }

  @Test func aPostingThatFailsIsCompletedByTheNextWrite() async throws {
    let shop = try Shop()
    try await shop.reserveInvoiceNumbers()
    let draft = try await shop.repository.createDraft(
      BillsHarness.invoice(party: "asha", lines: [("rice", "3", "100")]).withUnit("kg"))
    await shop.accounts.failNextPosting(with: AppError.local(.init(.storage, reason: "disk full", isTransient: true)))
    await #expect(throws: AppError.self) { try await shop.repository.issue(draft.id) }
    #expect(try await shop.repository.document(draft.id)?.hasPendingPostings == true)

    #expect(try await shop.repository.completePendingPostings() == [draft.id])
    #expect(await shop.inventory.onHand("rice") == 57)
    #expect(await shop.accounts.balance("asha") == Decimal(354))
    #expect(await shop.inventory.postings.count == 1)
  }
}

@Suite struct BillsPlaceOfSupplyTests {
  private static func invoice(placeOfSupply: String, reason: BillPlaceOfSupplyReason? = nil) -> BillDocument {
    BillDocument(
      id: "", kind: .salesInvoice, issueDate: day("2025-10-01"), paymentTermDays: 30, partyID: "kiran",
      currency: .inr,
      regime: .gst(
        BillGSTSupply(supplierStateCode: "27", placeOfSupply: placeOfSupply, placeOfSupplyReason: reason)),
      lines: [BillDocumentLine(line: Drafts.line("1", "1", at: "100"), description: "Service")])
  }

  @Test func aPlaceOfSupplyThePartyDoesNotGiveIsRefusedWithoutAReason() async throws {
    let repository = try BillsOverRecordingClientsTests.Shop().repository
    // Maharashtra would charge CGST + SGST; the goods go to Goa.
    await #expect(throws: BillPlaceOfSupplyError.differsFromParty(expected: "30", found: "27")) {
      try await repository.createDraft(Self.invoice(placeOfSupply: "27"))
    }
    #expect(try await repository.createDraft(Self.invoice(placeOfSupply: "30")).document.status == .draft)
  }

  @Test func billToShipToTakesTheBilledPartysState() async throws {
    let repository = try BillsOverRecordingClientsTests.Shop().repository
    let billed = try await repository.createDraft(Self.invoice(placeOfSupply: "29", reason: .billToShipTo))
    #expect(billed.totals.igstAmount == 18)
    await #expect(throws: BillPlaceOfSupplyError.notTheBilledPartysState(expected: "29", found: "30")) {
      try await repository.createDraft(Self.invoice(placeOfSupply: "30", reason: .billToShipTo))
    }
    await #expect(throws: BillPlaceOfSupplyError.reasonMissing) {
      try await repository.createDraft(Self.invoice(placeOfSupply: "27", reason: .other(" ")))
    }
  }

  @Test func theEditorTakesThePlaceOfSupplyTheSameWay() {
    let kiran = PartyAccount(
      id: "kiran", name: "Kiran Stores", gstin: "29AAPFU0939F1ZV",
      billingAddress: PartyAccountAddress(stateCode: "29"), shippingAddress: PartyAccountAddress(stateCode: "30"))
    #expect(BillPlaceOfSupply.derived(for: kiran) == "30")
    #expect(BillPlaceOfSupply.billedPartyState(of: kiran) == "29")
    #expect(BillPlaceOfSupply.derived(for: PartyAccount(id: "x", name: "Cash sale")) == nil)
  }
}

extension BillDocument {
  /// The document with every line in `unit`.
  fileprivate func withUnit(_ unit: String) -> BillDocument {
    var copy = self
    for index in copy.lines.indices { copy.lines[index].unit = unit }
    return copy
  }
}
