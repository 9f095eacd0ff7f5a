import Foundation
import ProductsFeature
import SharedCore
import SharedTesting
import Testing

@Suite struct StockLedgerTests {
  private static let today = CalendarDate(year: 2026, month: 6, day: 1) ?? CalendarDate(Date(), in: .gmt)
  private static let start = Date(timeIntervalSince1970: 1_780_000_000)

  private static func rice(batches: [ProductBatch] = [], serials: Bool = false) throws -> Product {
    Product(
      id: "rice", name: "बासमती चावल", unit: try ProductUnit("kg"), tracksBatches: !batches.isEmpty,
      tracksSerials: serials, batches: batches)
  }

  private static func date(_ text: String) -> CalendarDate? { CalendarDate(text) }

  private static func ids() -> @Sendable () -> String {
    { UUID().uuidString }
  }

  /// Property: for seeded random movements, whatever the ledger accepts, on-hand stock equals the sum
  /// of the movements and never goes below zero when negative stock is not allowed.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func onHandIsAlwaysTheSumOfMovements(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let product = try Self.rice(batches: [
      ProductBatch(number: "A", expiresOn: Self.date("2026-07-01")),
      ProductBatch(number: "B", expiresOn: Self.date("2026-06-15")),
      ProductBatch(number: "C"),
    ])
    var ledger = StockLedger(product: product, movements: [])
    let makeID = Self.ids()
    for step in 0..<200 {
      let kind = StockMovement.Kind.allCases.randomElement(using: &random) ?? .sale
      let quantity = Decimal(Int.random(in: 1...40, using: &random)) / 4
      let batch = kind.isInbound || Bool.random(using: &random) ? ["A", "B", "C"].randomElement(using: &random) : nil
      let request = StockMovementRequest(
        kind: kind, quantity: quantity, batch: batch, reason: "count",
        occurredAt: Self.start + TimeInterval(step))
      let before = ledger.onHand()
      do {
        let planned = try ledger.plan(request, policy: StockPolicy(), today: Self.today, makeID: makeID)
        #expect(planned.reduce(Decimal.zero) { $0 + $1.quantity } == quantity)
        ledger = StockLedger(product: product, movements: ledger.movements + planned)
        #expect(ledger.onHand() == before + (kind.isInbound ? quantity : -quantity))
      } catch {
        // Only a stock-out may be refused, and only for want of stock.
        #expect(!kind.isInbound)
        #expect(error.isShortage)
      }
      #expect(ledger.onHand() == ledger.movements.reduce(Decimal.zero) { $0 + $1.delta })
      #expect(ledger.onHand() >= 0)
      #expect(ledger.onHandByBatch().values.allSatisfy { $0 >= 0 })
      #expect(ledger.onHandByBatch().values.reduce(0, +) == ledger.onHand())
    }
  }

  /// A stock-out without a batch draws from the earliest expiry first, splitting across batches,
  /// skipping expired batches and leaving undated batches for last.
  @Test func stockOutAllocatesFirstExpiryFirstOut() throws {
    let product = try Self.rice(batches: [
      ProductBatch(number: "LATE", expiresOn: Self.date("2026-09-01")),
      ProductBatch(number: "SOON", expiresOn: Self.date("2026-06-10")),
      ProductBatch(number: "GONE", expiresOn: Self.date("2026-05-01")),
      ProductBatch(number: "UNDATED"),
    ])
    let makeID = Self.ids()
    let stock: [(batch: String, quantity: Int)] = [("LATE", 10), ("SOON", 4), ("GONE", 5), ("UNDATED", 3)]
    let opening = stock.map { batch, quantity in
      StockMovement(
        id: "o-\(batch)", productId: "rice", kind: .purchase, quantity: Decimal(quantity), batch: batch,
        occurredAt: Self.start)
    }
    let ledger = StockLedger(product: product, movements: opening)
    let sale = StockMovementRequest(kind: .sale, quantity: Decimal(65) / 10, occurredAt: Self.start + 60)
    let planned = try ledger.plan(sale, policy: StockPolicy(), today: Self.today, makeID: makeID)
    #expect(planned.map(\.batch) == ["SOON", "LATE"])
    #expect(planned.map(\.quantity) == [4, Decimal(25) / 10])

    let named = StockMovementRequest(kind: .sale, quantity: 2, batch: "UNDATED", occurredAt: Self.start + 60)
    #expect(
      try ledger.plan(named, policy: StockPolicy(), today: Self.today, makeID: makeID).map(\.batch) == ["UNDATED"])

    // 22 on hand, but 5 of them expired: 17 can be sold.
    let tooMuch = StockMovementRequest(kind: .sale, quantity: 18, occurredAt: Self.start + 60)
    #expect(throws: StockError.insufficientStock(available: 17, requested: 18)) {
      try ledger.plan(tooMuch, policy: StockPolicy(), today: Self.today, makeID: makeID)
    }
    #expect(throws: StockError.insufficientBatch(batch: "SOON", available: 4, requested: 5)) {
      try ledger.plan(
        StockMovementRequest(kind: .sale, quantity: 5, batch: "SOON", occurredAt: Self.start), policy: StockPolicy(),
        today: Self.today, makeID: makeID)
    }
  }

  /// A stock-out of serials from a batch-tracked product leaves from the batches those units came in
  /// with, each movement carrying only its own serials; a serial received without a batch is refused.
  @Test func serialsLeaveFromTheBatchesTheyCameInWith() throws {
    let product = try Self.rice(
      batches: [
        ProductBatch(number: "A", expiresOn: Self.date("2026-12-01")),
        ProductBatch(number: "B", expiresOn: Self.date("2026-07-01")),
      ], serials: true)
    let ledger = StockLedger(
      product: product,
      movements: [
        StockMovement(
          id: "in-a", productId: "rice", kind: .purchase, quantity: 2, batch: "A", serials: ["S1", "S3"],
          occurredAt: Self.start),
        StockMovement(
          id: "in-b", productId: "rice", kind: .purchase, quantity: 1, batch: "B", serials: ["S2"],
          occurredAt: Self.start),
      ])
    let sale = StockMovementRequest(kind: .sale, quantity: 3, serials: ["S1", "S2", "S3"], occurredAt: Self.start + 60)
    let planned = try ledger.plan(sale, policy: StockPolicy(), today: Self.today, makeID: Self.ids())
    #expect(planned.map(\.batch) == ["A", "B"])
    #expect(planned.map(\.serials) == [["S1", "S3"], ["S2"]])
    #expect(planned.map(\.quantity) == [2, 1])
    let after = StockLedger(product: product, movements: ledger.movements + planned)
    #expect(after.serialsInStock.isEmpty)
    #expect(after.onHandByBatch() == ["A": 0, "B": 0])

    let unbatched = StockLedger(
      product: product,
      movements: [
        StockMovement(
          id: "in", productId: "rice", kind: .opening, quantity: 1, serials: ["S9"], occurredAt: Self.start)
      ])
    #expect(throws: StockError.serials("S9 came in without a batch: name the batch it leaves from.")) {
      try unbatched.plan(
        StockMovementRequest(kind: .sale, quantity: 1, serials: ["S9"], occurredAt: Self.start + 60),
        policy: StockPolicy(), today: Self.today, makeID: Self.ids())
    }
  }

  /// Negative stock is refused unless the business allows it.
  @Test func negativeStockOnlyWhenAllowed() throws {
    let product = try Self.rice()
    let ledger = StockLedger(
      product: product,
      movements: [StockMovement(id: "o", productId: "rice", kind: .opening, quantity: 2, occurredAt: Self.start)])
    let sale = StockMovementRequest(kind: .sale, quantity: 3, occurredAt: Self.start + 1)
    #expect(throws: StockError.insufficientStock(available: 2, requested: 3)) {
      try ledger.plan(sale, policy: StockPolicy(), today: Self.today, makeID: Self.ids())
    }
    let planned = try ledger.plan(
      sale, policy: StockPolicy(allowsNegativeStock: true), today: Self.today, makeID: Self.ids())
    #expect(StockLedger(product: product, movements: ledger.movements + planned).onHand() == -1)
  }

  /// Adjustments need a reason; quantities must be positive; serials must match, be unique, and be
  /// in stock to leave it.
  @Test func refusesMalformedRequests() throws {
    let plain = StockLedger(product: try Self.rice(), movements: [])
    let policy = StockPolicy()
    #expect(throws: StockError.missingReason) {
      try plain.plan(
        StockMovementRequest(kind: .adjustmentIn, quantity: 1, occurredAt: Self.start), policy: policy,
        today: Self.today, makeID: Self.ids())
    }
    #expect(throws: StockError.nonPositiveQuantity) {
      try plain.plan(
        StockMovementRequest(kind: .purchase, quantity: 0, occurredAt: Self.start), policy: policy, today: Self.today,
        makeID: Self.ids())
    }
    let phone = Product(id: "phone", name: "Phone", unit: try ProductUnit("pcs"), tracksSerials: true)
    var ledger = StockLedger(product: phone, movements: [])
    let received = try ledger.plan(
      StockMovementRequest(kind: .purchase, quantity: 2, serials: ["S1", "S2"], occurredAt: Self.start),
      policy: policy, today: Self.today, makeID: Self.ids())
    ledger = StockLedger(product: phone, movements: received)
    #expect(ledger.serialsInStock == ["S1", "S2"])
    #expect(throws: StockError.serials("S1 is already in stock.")) {
      try ledger.plan(
        StockMovementRequest(kind: .saleReturn, quantity: 1, serials: ["S1"], occurredAt: Self.start), policy: policy,
        today: Self.today, makeID: Self.ids())
    }
    #expect(throws: StockError.serials("S9 is not in stock.")) {
      try ledger.plan(
        StockMovementRequest(kind: .sale, quantity: 1, serials: ["S9"], occurredAt: Self.start), policy: policy,
        today: Self.today, makeID: Self.ids())
    }
    #expect(throws: StockError.serials("Enter one serial number per unit (2).")) {
      try ledger.plan(
        StockMovementRequest(kind: .sale, quantity: 2, serials: ["S1"], occurredAt: Self.start), policy: policy,
        today: Self.today, makeID: Self.ids())
    }
  }

  /// Low stock at or below the threshold; batches in stock near expiry or expired; nothing for
  /// archived products.
  @Test func alertsForLowStockAndExpiry() throws {
    var product = try Self.rice(batches: [
      ProductBatch(number: "A", expiresOn: Self.date("2026-06-20")),
      ProductBatch(number: "B", expiresOn: Self.date("2026-05-30")),
      ProductBatch(number: "C", expiresOn: Self.date("2026-12-31")),
      ProductBatch(number: "EMPTY", expiresOn: Self.date("2026-06-02")),
    ])
    product.lowStockThreshold = 5
    let stock: [(batch: String, quantity: Int)] = [("A", 2), ("B", 1), ("C", 1)]
    let movements = stock.map { batch, quantity in
      StockMovement(
        id: batch, productId: "rice", kind: .purchase, quantity: Decimal(quantity), batch: batch, occurredAt: Self.start
      )
    }
    let ledger = StockLedger(product: product, movements: movements)
    let alerts = StockAlertRules(nearExpiryDays: 30).alerts(for: ledger, today: Self.today)
    #expect(
      alerts == [
        .lowStock(productId: "rice", onHand: 4, threshold: 5),
        .expired(productId: "rice", batch: "B", expiresOn: try #require(Self.date("2026-05-30")), onHand: 1),
        .nearExpiry(
          productId: "rice", batch: "A", expiresOn: try #require(Self.date("2026-06-20")), daysLeft: 19, onHand: 2),
      ])
    product.isArchived = true
    #expect(
      StockAlertRules().alerts(for: StockLedger(product: product, movements: movements), today: Self.today).isEmpty)
  }
}

extension StockError {
  fileprivate var isShortage: Bool {
    switch self {
    case .insufficientStock, .insufficientBatch: true
    default: false
    }
  }
}
