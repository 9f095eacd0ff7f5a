import Foundation
import ProductsFeature
import SharedCore
import SharedPlatform
import Testing

/// The catalog as the `InventoryClient` bills post through: variants, batches drawn
/// first-expiry-first-out or brought in with their expiry and MRP, serial numbers, reversals, and
/// posting again recording only what is missing.
@Suite struct ProductInventoryClientTests {
  private static let now = ProductCatalogUseCaseTests.now

  private static func reference(_ text: String) -> PostingReference { PostingReference(text) }

  private static func posting(
    _ kind: StockPostingKind, _ reference: String, _ lines: [StockPostingLine]
  ) -> StockPosting {
    StockPosting(kind: kind, reference: Self.reference(reference), occurredAt: now, lines: lines)
  }

  private static func inr(_ text: String) -> Money? { try? Money(text, currency: .inr) }

  /// A T-shirt in sizes S and M, 5 of each.
  private static func tee(_ catalog: ProductCatalog) async throws -> Product {
    var tee = try await ProductCatalogUseCaseTests.add(catalog, [.name: "Tee", .sku: "TEE", .salePrice: "499"]).product
    tee.variants = try ProductVariantMatrix([.init("Size", values: ["S", "M"])]).variants(baseSKU: "TEE")
    tee = try await catalog.save(tee).product
    for variant in tee.variants {
      _ = try await catalog.adjustStock(
        tee.id, StockMovementRequest(kind: .opening, quantity: 5, variantId: variant.id, occurredAt: now))
    }
    return tee
  }

  /// Cough syrup kept by batch: B1 expiring first (3), B2 later (10).
  private static func syrup(_ catalog: ProductCatalog) async throws -> Product {
    var syrup = try await ProductCatalogUseCaseTests.add(catalog, [.name: "Syrup", .sku: "SYR"]).product
    syrup.tracksBatches = true
    syrup.batches = [
      ProductBatch(number: "B2", expiresOn: CalendarDate("2027-03-31")),
      ProductBatch(number: "B1", expiresOn: CalendarDate("2026-12-31")),
    ]
    syrup = try await catalog.save(syrup).product
    for (batch, quantity) in [("B1", 3), ("B2", 10)] {
      _ = try await catalog.adjustStock(
        syrup.id, StockMovementRequest(kind: .opening, quantity: Decimal(quantity), batch: batch, occurredAt: now))
    }
    return syrup
  }

  @Test func aVariantIsSoldFromItsOwnStock() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let tee = try await Self.tee(catalog)
    let medium = try #require(tee.variants.last)
    let item = try #require(try await catalog.item(tee.id))
    #expect(item.variants.map(\.title) == ["S", "M"])
    #expect(item.variants.map(\.onHand) == [5, 5])

    try await catalog.post(
      Self.posting(
        .sale, "INV/1", [StockPostingLine(lineID: "1", productID: tee.id, variantID: medium.id, quantity: 2)]))

    let after = try await catalog.ledger(tee.id)
    #expect(after.onHand(variantId: medium.id) == 3)
    #expect(after.onHand(variantId: tee.variants[0].id) == 5)
    await #expect(throws: InventoryPostingError.refused(lineID: "1", productID: tee.id, reason: "Choose a variant.")) {
      try await catalog.plan(
        Self.posting(.sale, "INV/2", [StockPostingLine(lineID: "1", productID: tee.id, quantity: 1)]))
    }
  }

  @Test func aSaleWithoutABatchIsDrawnFirstExpiryFirstOutAndThePlanSaysFromWhich() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let syrup = try await Self.syrup(catalog)
    let sale = Self.posting(.sale, "INV/1", [StockPostingLine(lineID: "1", productID: syrup.id, quantity: 5)])

    let planned = try await catalog.plan(sale)

    #expect(planned.first?.batches.map(\.number) == ["B1", "B2"])
    #expect(planned.first?.batches.map(\.quantity) == [3, 2])
    try await catalog.post(sale)
    let ledger = try await catalog.ledger(syrup.id)
    #expect(ledger.onHandByBatch() == ["B1": 0, "B2": 8])
    // Posting again changes nothing.
    try await catalog.post(sale)
    #expect(try await catalog.ledger(syrup.id).onHand() == 8)
  }

  @Test func aPurchaseBringsInItsBatchWithExpiryAndMRP() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let syrup = try await Self.syrup(catalog)
    let batch = StockPostingBatch(
      number: "B3", quantity: 12, manufacturedOn: CalendarDate("2026-05-01"), expiresOn: CalendarDate("2027-06-30"),
      mrp: Self.inr("95.00"))
    let purchase = Self.posting(
      .purchase, "PUR/7", [StockPostingLine(lineID: "1", productID: syrup.id, quantity: 12, batches: [batch])])

    #expect(try await catalog.plan(purchase).first?.batches == [batch])
    try await catalog.post(purchase)
    try await catalog.post(purchase)

    let item = try #require(try await catalog.item(syrup.id))
    let received = try #require(item.batch("B3"))
    #expect(received.expiresOn == CalendarDate("2027-06-30"))
    #expect(received.mrp == Self.inr("95.00"))
    #expect(received.onHand == 12)
    #expect(item.onHand == 25)
  }

  @Test func serialNumbersLeaveAndComeBackByName() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    var phone = try await ProductCatalogUseCaseTests.add(catalog, [.name: "Phone", .sku: "PH"]).product
    phone.tracksSerials = true
    phone = try await catalog.save(phone).product
    try await catalog.post(
      Self.posting(
        .purchase, "PUR/1",
        [StockPostingLine(lineID: "1", productID: phone.id, quantity: 3, serials: ["IMEI-1", "IMEI-2", "IMEI-3"])]))
    let sale = Self.posting(
      .sale, "INV/1", [StockPostingLine(lineID: "1", productID: phone.id, quantity: 2, serials: ["IMEI-2", "IMEI-3"])])
    try await catalog.post(sale)
    #expect(try await catalog.ledger(phone.id).serialsInStock == ["IMEI-1"])
    await #expect(throws: InventoryPostingError.self) {
      try await catalog.plan(
        Self.posting(
          .sale, "INV/2", [StockPostingLine(lineID: "1", productID: phone.id, quantity: 1, serials: ["IMEI-2"])]))
    }

    try await catalog.reverse(sale, reason: "INV/1 cancelled", at: Self.now)
    try await catalog.reverse(sale, reason: "INV/1 cancelled", at: Self.now)

    #expect(try await catalog.ledger(phone.id).serialsInStock == ["IMEI-1", "IMEI-2", "IMEI-3"])
  }

  @Test func aReversalReturnsTheSameBatchesOnce() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let syrup = try await Self.syrup(catalog)
    let sale = Self.posting(.sale, "INV/1", [StockPostingLine(lineID: "1", productID: syrup.id, quantity: 4)])
    try await catalog.post(sale)
    try await catalog.reverse(sale, reason: "cancelled", at: Self.now)
    try await catalog.reverse(sale, reason: "cancelled", at: Self.now)
    #expect(try await catalog.ledger(syrup.id).onHandByBatch() == ["B1": 3, "B2": 10])
  }

  @Test func postingAgainTopsUpWhatAnEarlierPostingLeftOut() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let rice = try await ProductCatalogUseCaseTests.add(
      catalog, [.name: "Rice", .unit: "kg", .alternativeUnits: "bag=25"])
    let dal = try await ProductCatalogUseCaseTests.add(catalog, [.name: "Dal", .unit: "kg"])
    for id in [rice.id, dal.id] {
      _ = try await catalog.adjustStock(id, StockMovementRequest(kind: .opening, quantity: 100, occurredAt: Self.now))
    }
    let lines = [
      StockPostingLine(lineID: "1", productID: rice.id, quantity: 2, unit: "bag"),
      StockPostingLine(lineID: "2", productID: dal.id, quantity: 3),
    ]
    // An earlier version posted the rice, 50 kg, then stopped.
    try await catalog.post(Self.posting(.sale, "INV/9", [lines[0]]))

    try await catalog.post(Self.posting(.sale, "INV/9", lines))

    #expect(try await catalog.ledger(rice.id).onHand() == 50)
    #expect(try await catalog.ledger(dal.id).onHand() == 97)
    await #expect(throws: InventoryPostingError.unitNotSold(lineID: "2", unit: "box", productID: dal.id)) {
      try await catalog.plan(
        Self.posting(.sale, "INV/10", [StockPostingLine(lineID: "2", productID: dal.id, quantity: 1, unit: "box")]))
    }
  }

  @Test func linesOfOneProductAreCheckedTogether() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let salt = try await ProductCatalogUseCaseTests.add(catalog, [.name: "Salt"])
    _ = try await catalog.adjustStock(salt.id, StockMovementRequest(kind: .opening, quantity: 3, occurredAt: Self.now))
    let sale = Self.posting(
      .sale, "INV/1",
      [
        StockPostingLine(lineID: "1", productID: salt.id, quantity: 2),
        StockPostingLine(lineID: "2", productID: salt.id, quantity: 2),
      ])
    await #expect(
      throws: InventoryPostingError.refused(lineID: "2", productID: salt.id, reason: "Only 1 in stock; 2 requested.")
    ) { try await catalog.plan(sale) }
    await #expect(throws: InventoryPostingError.productNotFound(lineID: "9", productID: "nope")) {
      try await catalog.plan(
        Self.posting(.sale, "INV/2", [StockPostingLine(lineID: "9", productID: "nope", quantity: 1)]))
    }
  }
}
