import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import Testing

/// A shop sells what it stocks: a T-shirt in size M, syrup from the batch that expires first, a phone
/// by its IMEI; it buys batches with their expiry and MRP; a cancellation or a credit note brings back
/// exactly the variant, batches and serial numbers that went out.
@Suite struct BillStockLinesTests {
  private static func line(
    _ id: String, product: String, quantity: String, variant: String? = nil, batches: [StockPostingBatch] = [],
    serials: [String] = [], price: String = "100"
  ) -> BillDocumentLine {
    BillDocumentLine(
      line: Drafts.line(id, quantity, at: price), description: "Item \(id)", hsnOrSAC: "6109", unit: "pcs",
      productID: product, variantID: variant, batches: batches, serials: serials)
  }

  private static func document(
    _ kind: BillDocumentKind = .salesInvoice, party: String, lines: [BillDocumentLine]
  ) -> BillDocument {
    BillDocument(
      id: "", kind: kind, issueDate: day("2025-10-01"), paymentTermDays: 30, partyID: party, currency: .inr,
      regime: Drafts.intraState, lines: lines)
  }

  private func harness() async throws -> (BillsHarness, PartyListItem) {
    let h = try BillsHarness.make(stockPolicy: StockPolicy(allowsNegativeStock: false))
    for kind in [BillDocumentKind.salesInvoice, .creditNote, .purchaseBill] {
      _ = try await h.repository.reserveNumbers(for: kind, on: day("2025-10-01"))
    }
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    return (h, try await h.customer())
  }

  @Test func aTShirtInSizeMIsSoldFromSizeMAndItsCancellationReturnsIt() async throws {
    let (h, asha) = try await harness()
    var tee = try await h.product("Tee", sku: "TEE", price: "499", opening: "0").product
    tee.variants = try ProductVariantMatrix([.init("Size", values: ["S", "M"])]).variants(baseSKU: "TEE")
    tee = try await h.catalog.save(tee).product
    let (small, medium) = (tee.variants[0].id, tee.variants[1].id)
    for variant in [small, medium] {
      _ = try await h.catalog.adjustStock(
        tee.id, StockMovementRequest(kind: .opening, quantity: 4, variantId: variant, occurredAt: BillsHarness.now))
    }
    let draft = try await h.repository.createDraft(
      Self.document(party: asha.id, lines: [Self.line("1", product: tee.id, quantity: "1", variant: medium)]))

    let issued = try await h.repository.issue(draft.id)

    #expect(issued.document.status == .issued)
    #expect(try await h.catalog.ledger(tee.id).onHand(variantId: medium) == 3)
    #expect(try await h.catalog.ledger(tee.id).onHand(variantId: small) == 4)
    _ = try await h.repository.cancel(draft.id)
    #expect(try await h.catalog.ledger(tee.id).onHand(variantId: medium) == 4)
  }

  @Test func aBatchTrackedSaleShowsTheBatchesFirstExpiryFirstOutPicked() async throws {
    let (h, asha) = try await harness()
    var syrup = try await h.product("Syrup", sku: "SYR", price: "90", opening: "0").product
    syrup.tracksBatches = true
    syrup.batches = [
      ProductBatch(number: "LATE", expiresOn: day("2027-01-31")),
      ProductBatch(number: "SOON", expiresOn: day("2026-01-31")),
    ]
    syrup = try await h.catalog.save(syrup).product
    for (batch, quantity) in [("SOON", 2), ("LATE", 10)] {
      _ = try await h.catalog.adjustStock(
        syrup.id,
        StockMovementRequest(kind: .opening, quantity: Decimal(quantity), batch: batch, occurredAt: BillsHarness.now))
    }
    let draft = try await h.repository.createDraft(
      Self.document(party: asha.id, lines: [Self.line("1", product: syrup.id, quantity: "3")]))

    let issued = try await h.repository.issue(draft.id)

    let line = try #require(issued.document.lines.first)
    #expect(line.batches.map(\.number) == ["SOON", "LATE"])
    #expect(line.batches.map(\.quantity) == [2, 1])
    #expect(try await h.catalog.ledger(syrup.id).onHandByBatch() == ["SOON": 0, "LATE": 9])

    // A credit note for one unit takes it back into the batch it came from last.
    _ = try await h.repository.recordPayment(
      BillPaymentRequest(amount: try Money("100", currency: .inr), date: day("2025-10-02"), mode: .cash),
      to: draft.id)
    let returned = try issued.document.returnedLine("1", quantity: 1)
    let note = try await h.repository.createCreditNote(
      against: draft.id, issueDate: day("2025-10-05"), lines: [returned])
    _ = try await h.repository.issue(note.id)
    #expect(try await h.catalog.ledger(syrup.id).onHandByBatch() == ["SOON": 0, "LATE": 10])
  }

  @Test func aPurchaseCreatesItsBatchAndSerialNumbersAndASaleNamesThem() async throws {
    let (h, asha) = try await harness()
    var phone = try await h.product("Phone", sku: "PH", price: "15000", opening: "0").product
    phone.tracksBatches = true
    phone.tracksSerials = true
    phone = try await h.catalog.save(phone).product
    let vendor = try await h.customer("Phone Distributors")
    let batch = StockPostingBatch(
      number: "LOT-9", quantity: 3, expiresOn: day("2030-12-31"), mrp: try Money("19999", currency: .inr))
    let bill = try await h.repository.createDraft(
      Self.document(
        .purchaseBill, party: vendor.id,
        lines: [
          Self.line(
            "1", product: phone.id, quantity: "3", batches: [batch], serials: ["IMEI-1", "IMEI-2", "IMEI-3"],
            price: "14000")
        ]))
    _ = try await h.repository.issue(bill.id)

    let item = try #require(try await h.catalog.item(phone.id))
    #expect(item.batch("LOT-9")?.mrp == batch.mrp)
    #expect(item.batch("LOT-9")?.expiresOn == day("2030-12-31"))
    #expect(try await h.catalog.ledger(phone.id).serialsInStock == ["IMEI-1", "IMEI-2", "IMEI-3"])

    let sale = try await h.repository.createDraft(
      Self.document(party: asha.id, lines: [Self.line("1", product: phone.id, quantity: "1", serials: ["IMEI-2"])]))
    let sold = try await h.repository.issue(sale.id)
    #expect(sold.document.lines.first?.batches.map(\.number) == ["LOT-9"])
    #expect(try await h.catalog.ledger(phone.id).serialsInStock == ["IMEI-1", "IMEI-3"])

    // The serial number that went out is the one a return brings back; another is refused.
    #expect(throws: BillDocumentError.self) { try sold.document.returnedLine("1", quantity: 1, serials: ["IMEI-1"]) }
    let returned = try sold.document.returnedLine("1", quantity: 1)
    #expect(returned.serials == ["IMEI-2"])
    _ = try await h.repository.recordPayment(
      BillPaymentRequest(amount: try Money("100", currency: .inr), date: day("2025-10-02"), mode: .cash),
      to: sale.id)
    let note = try await h.repository.createCreditNote(
      against: sale.id, issueDate: day("2025-10-05"), lines: [returned])
    _ = try await h.repository.issue(note.id)
    #expect(try await h.catalog.ledger(phone.id).serialsInStock == ["IMEI-1", "IMEI-2", "IMEI-3"])
  }

  /// A second credit note cannot take back again what an earlier one took back (not more than is
  /// left of the line), even when the invoice has money left to credit.
  @Test func goodsCreditedOnceCannotBeCreditedAgain() async throws {
    let (h, asha) = try await harness()
    let tea = try await h.product("Tea", sku: "TEA", price: "500", opening: "10")
    let rice = try await h.product("Rice", sku: "RICE", price: "500", opening: "50")
    let sale = try await h.repository.createDraft(
      Self.document(
        party: asha.id,
        lines: [
          Self.line("1", product: tea.id, quantity: "1", price: "500"),
          Self.line("2", product: rice.id, quantity: "40", price: "500"),
        ]))
    let sold = try await h.repository.issue(sale.id)
    let returned = try sold.document.returnedLine("1", quantity: 1)
    let first = try await h.repository.createCreditNote(
      against: sale.id, issueDate: day("2025-10-05"), lines: [returned])
    let second = try await h.repository.createCreditNote(
      against: sale.id, issueDate: day("2025-10-05"), lines: [returned])
    _ = try await h.repository.issue(first.id)

    await #expect(throws: BillDocumentError.self) { try await h.repository.issue(second.id) }
    #expect(try await h.catalog.ledger(tea.id).onHand() == 10)
    await #expect(throws: BillDocumentError.self) {
      try await h.repository.createCreditNote(against: sale.id, issueDate: day("2025-10-06"), lines: [returned])
    }
  }

  @Test func aLineTheStockRulesRefuseNamesItsLineAndLeavesTheDraft() async throws {
    let (h, asha) = try await harness()
    let phone = try await h.product("Phone", sku: "PH", price: "15000", opening: "0").product
    var tracked = phone
    tracked.tracksSerials = true
    _ = try await h.catalog.save(tracked)
    _ = try await h.catalog.adjustStock(
      phone.id, StockMovementRequest(kind: .opening, quantity: 1, serials: ["IMEI-1"], occurredAt: BillsHarness.now))
    let draft = try await h.repository.createDraft(
      Self.document(party: asha.id, lines: [Self.line("1", product: phone.id, quantity: "1")]))
    await #expect(
      throws: BillsRepositoryError.stockRefused(
        line: 1, productID: phone.id, reason: "Enter one serial number per unit: 0 for 1 pcs.")
    ) { try await h.repository.issue(draft.id) }
    #expect(try await h.repository.document(draft.id)?.document.status == .draft)
  }
}
