import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting
import ShopTesting
import Testing

/// The whole-flow testing kit does what its article says: one call composes Products, Parties and
/// Bills, and a day's sales, payments and returns show in the stock and the ledger.
@Suite struct ShopTestbedTests {
  @Test func aSaleMovesStockAndTheLedgerAndAReturnUndoesPartOfIt() async throws {
    let shop = try await ShopTestbed.make()
    try await shop.openForBusiness()
    let rice = try await shop.product("Rice 25 kg", sku: "RICE-25", price: "1250", gstRate: "5", opening: 40)
    let asha = try await shop.customer("Asha Traders")

    let invoice = try await shop.sell([.init(rice, 2)], to: asha)
    #expect(invoice.document.number == "INV/25-26/00001")
    #expect(invoice.totals.payableAmount == 2625)
    #expect(try await shop.onHand(rice) == 38)
    #expect(try await shop.balance(asha) == 2625)

    try await shop.pay("1000", to: invoice)
    let credit = try await shop.credit(1, on: invoice)
    #expect(credit.totals.payableAmount == 1312.5)
    #expect(try await shop.onHand(rice) == 39)
    #expect(try await shop.balance(asha) == 312.5)
  }

  /// A T-shirt in size M and a syrup from its first-expiring batch on one invoice; a 12 % sale of
  /// 15 September 2025 credited in October at 12 %, though 12 % is gone for new sales by then.
  @Test func variantsBatchesAndACreditAcrossTheRateChange() async throws {
    let september15 = try #require(CalendarDate(year: 2025, month: 9, day: 15))
    let shop = try await ShopTestbed.make(today: september15)
    try await shop.openForBusiness()
    let asha = try await shop.customer("Asha Traders")
    let bricks = try await shop.product(
      "Bricks (100)", sku: "BRK", price: "800", gstRate: "12", hsn: "6901", opening: 50)
    let early = try await shop.sell([.init(bricks, 10)], to: asha)
    #expect(early.totals.taxAmount == 960)

    shop.move(to: try #require(CalendarDate(year: 2025, month: 10, day: 1)))
    var tee = try await shop.product("Tee", sku: "TEE", price: "499", hsn: "6109").product
    tee.variants = try ProductVariantMatrix([.init("Size", values: ["S", "M"])]).variants(baseSKU: "TEE")
    tee = try await shop.catalog.save(tee).product
    let medium = tee.variants[1].id
    _ = try await shop.catalog.adjustStock(
      tee.id, StockMovementRequest(kind: .opening, quantity: 5, variantId: medium, occurredAt: Date()))
    var syrup = try await shop.product("Syrup", sku: "SYR", price: "90", hsn: "3004").product
    syrup.tracksBatches = true
    syrup.batches = [
      ProductBatch(number: "LATE", expiresOn: CalendarDate(year: 2027, month: 1, day: 31)),
      ProductBatch(number: "SOON", expiresOn: CalendarDate(year: 2026, month: 1, day: 31)),
    ]
    syrup = try await shop.catalog.save(syrup).product
    for (batch, quantity) in [("SOON", 2), ("LATE", 10)] {
      _ = try await shop.catalog.adjustStock(
        syrup.id, StockMovementRequest(kind: .opening, quantity: Decimal(quantity), batch: batch, occurredAt: Date()))
    }
    let teeItem = try #require(try await shop.catalog.product(tee.id))
    let syrupItem = try #require(try await shop.catalog.product(syrup.id))

    let sale = try await shop.sell([.init(teeItem, 1, variant: medium), .init(syrupItem, 3)], to: asha)
    #expect(sale.document.lines[0].variantID == medium)
    #expect(sale.document.lines[0].description == "Tee (M)")
    #expect(sale.document.lines[1].batches.map(\.number) == ["SOON", "LATE"])
    #expect(try await shop.catalog.ledger(tee.id).onHand(variantId: medium) == 4)

    let credit = try await shop.credit(2, on: early)
    #expect(credit.totals.taxAmount == 192)  // 12 % of 1,600: the original supply's rate
    #expect(try await shop.onHand(bricks) == 42)
  }

  /// Numbers prepared in the last month of a financial year cover the first days of the next: a till
  /// offline across 1 April still numbers its bills.
  @Test func aTillPreparedInMarchNumbersItsFirstAprilInvoiceOffline() async throws {
    let shop = try await ShopTestbed.make(today: try #require(CalendarDate(year: 2026, month: 3, day: 15)))
    try await shop.openForBusiness()
    let rice = try await shop.product("Rice 25 kg", sku: "RICE-25", price: "1250", gstRate: "5", opening: 40)
    let asha = try await shop.customer("Asha Traders")
    await shop.server.sync.setOffline(true)

    shop.move(to: try #require(CalendarDate(year: 2026, month: 4, day: 2)))
    let invoice = try await shop.sell([.init(rice, 1)], to: asha)
    #expect(invoice.document.number == "INV/26-27/00001")
  }

  /// Two tills of one shop on one server: numbers from separate blocks, and each sees the other's sale.
  @Test func twoTillsOnOneServerNumberApartAndSeeEachOthersSales() async throws {
    let one = try await ShopTestbed.make(device: "till-1")
    let two = try await ShopTestbed.make(device: "till-2", server: one.server)
    try await one.openForBusiness()
    try await two.openForBusiness()
    let rice = try await one.product("Rice 25 kg", sku: "RICE-25", price: "1250", gstRate: "5", opening: 40)
    let asha = try await one.customer("Asha Traders")
    try await one.sync()
    try await two.sync()
    // The server's ids replaced the local ones on till 1; till 2 knows only the server's.
    let riceID = try #require(try await one.catalog.product(rice.id)).id
    let ashaID = try #require(try await one.book.party(asha.id)).id
    let riceOnTwo = try #require(try await two.catalog.product(riceID))
    let ashaOnTwo = try #require(try await two.book.party(ashaID))

    let first = try await one.sell([.init(rice, 1)], to: asha)
    let second = try await two.sell([.init(riceOnTwo, 1)], to: ashaOnTwo)
    #expect(first.document.number != second.document.number)
    for till in [one, two, one] { try await till.sync() }

    #expect(try await one.onHand(rice) == 38)
    #expect(try await two.onHand(riceOnTwo) == 38)
    #expect(try await one.balance(asha) == 2625)
  }
}
