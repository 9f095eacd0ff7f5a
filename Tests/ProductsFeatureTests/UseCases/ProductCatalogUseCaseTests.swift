import Foundation
import ProductsFeature
import SharedCore
import SharedPlatform
import Testing

@Suite struct ProductCatalogUseCaseTests {
  /// 2026-06-01 12:00 IST.
  static let now = Date(timeIntervalSince1970: 1_780_295_400)

  static func makeCatalog(_ configuration: ProductsConfiguration = ProductsConfiguration()) throws -> ProductCatalog {
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.inMemory), schema: SyncSchema(ProductsSyncTypes.all),
      projections: [ProductCatalogProjection()])
    return try ProductCatalog(store: store, configuration: configuration, now: { now })
  }

  @discardableResult
  static func add(_ catalog: ProductCatalog, _ values: [ProductDraft.Field: String]) async throws -> ProductListItem {
    guard case .created(let item) = try await catalog.create(ProductDraft(values), allowSameName: true) else {
      throw AppError.validation([])
    }
    return item
  }

  /// Search: prefix and multi-word in any order, diacritics folded, Devanagari words whole, exact SKU
  /// and barcode hits ranked first, archived products left out.
  @Test func searchFindsWhatShopkeepersType() async throws {
    let catalog = try Self.makeCatalog()
    let shirt = try await Self.add(catalog, [.name: "Blue T-Shirt", .sku: "TS-BLU", .category: "Apparel"])
    let rice = try await Self.add(catalog, [.name: "बासमती चावल", .sku: "RICE-1", .category: "अनाज"])
    let cafe = try await Self.add(catalog, [.name: "Café Crème", .barcodes: "4006381333931"])
    let skuNamed = try await Self.add(catalog, [.name: "Sticker TS-BLU", .sku: "STK"])
    let old = try await Self.add(catalog, [.name: "Blue Tshirt (old)"])
    _ = try await catalog.archive(old.id)

    func ids(_ text: String) async throws -> [String] { try await catalog.search(text).map(\.id) }
    #expect(try await ids("blu tsh") == [shirt.id])
    #expect(try await ids("tsh blu") == [shirt.id])
    #expect(try await ids("बासमती") == [rice.id])
    #expect(try await ids("बास चा") == [rice.id])
    #expect(try await ids("अनाज") == [rice.id])
    #expect(try await ids("cafe creme") == [cafe.id])
    #expect(try await ids("CAFÉ") == [cafe.id])
    #expect(try await ids("4006381333931") == [cafe.id])
    #expect(try await ids("ts-blu") == [shirt.id, skuNamed.id])
    #expect(try await ids("\"*)(") == [])
    #expect(try await catalog.search("blue", includeArchived: true).map(\.id).contains(old.id))
  }

  /// A UPC-A scan finds the product stored with its EAN-13; a bad check digit is refused.
  @Test func barcodeLookupNormalisesGTINs() async throws {
    let catalog = try Self.makeCatalog()
    let cola = try await Self.add(catalog, [.name: "Cola 330 ml", .barcodes: "0036000291452"])
    #expect(try await catalog.lookup(barcode: "036000291452").map(\.id) == [cola.id])
    #expect(try await catalog.lookup(barcode: "00036000291452").map(\.id) == [cola.id])
    await #expect(throws: ProductBarcodeError.self) { try await catalog.lookup(barcode: "036000291453") }
  }

  /// An edit replaces the product's rows instead of adding to them: its old name, SKU and barcode
  /// find nothing, its new ones find it, and every table holds one set of rows for it.
  @Test func anEditReplacesTheProductsRows() async throws {
    let catalog = try Self.makeCatalog()
    let cola = try await Self.add(catalog, [.name: "Cola 330 ml", .sku: "COLA-1", .barcodes: "0036000291452"])
    let edited = try await catalog.update(
      cola.id, with: ProductDraft([.name: "Lemon Soda 300 ml", .sku: "SODA-1", .barcodes: "4006381333931"]))

    #expect(edited.product.name == "Lemon Soda 300 ml")
    #expect(try await catalog.search("cola").isEmpty)
    #expect(try await catalog.search("COLA-1").isEmpty)
    #expect(try await catalog.lookup(barcode: "0036000291452").isEmpty)
    #expect(try await catalog.search("lem sod").map(\.id) == [cola.id])
    #expect(try await catalog.search("SODA-1").map(\.id) == [cola.id])
    #expect(try await catalog.lookup(barcode: "4006381333931").map(\.id) == [cola.id])
    let counts = try await catalog.store.read { db in
      try ["products_list", "products_fts", "products_barcodes", "products_skus"].map { table in
        try db.queryFirst("SELECT count(*) AS n FROM \(table)")?.value(Int.self, named: "n")
      }
    }
    #expect(counts == [1, 1, 1, 1])
  }

  /// Creating refuses a taken SKU or barcode field by field, and stops at a same-name product until
  /// the user confirms.
  @Test func createChecksUniquenessAndDuplicates() async throws {
    let catalog = try Self.makeCatalog()
    let first = try await Self.add(catalog, [.name: "Basmati Rice", .sku: "BR-1", .barcodes: "96385074"])
    await #expect(throws: AppError.self) {
      try await catalog.create(ProductDraft([.name: "Other", .sku: "br-1"]))
    }
    do {
      _ = try await catalog.create(ProductDraft([.name: "Other", .barcodes: "00000096385074"]))
      Issue.record("a taken barcode was accepted")
    } catch AppError.validation(let fields) {
      #expect(fields.map(\.field) == ["barcodes"])
    }
    let outcome = try await catalog.create(ProductDraft([.name: "  basmati RICE "]))
    #expect(outcome == .possibleDuplicates([.sameName(productId: first.id)]))
    guard case .created = try await catalog.create(ProductDraft([.name: "basmati rice"]), allowSameName: true) else {
      Issue.record("confirmed duplicate was not created")
      return
    }
    #expect(try await catalog.list().items.count == 2)
    let edited = try await catalog.update(first.id, with: ProductDraft([.name: "Basmati Rice 5 kg", .sku: "BR-1"]))
    #expect(edited.product.name == "Basmati Rice 5 kg")
    #expect(edited.status == .pending)
  }

  /// Lists page through the catalog in order and filter by category, low stock, expiry and archive.
  @Test func listPagesAndFilters() async throws {
    let catalog = try Self.makeCatalog()
    for index in 0..<7 {
      try await Self.add(
        catalog,
        [
          .name: "Item \(index)", .category: index.isMultiple(of: 2) ? "Even" : "Odd", .salePrice: "\(10 - index)",
          .lowStockThreshold: "2",
        ])
    }
    let first = try await catalog.list(ProductListQuery(limit: 3))
    #expect(first.items.map(\.product.name) == ["Item 0", "Item 1", "Item 2"])
    #expect(first.nextOffset == 3)
    let last = try await catalog.list(ProductListQuery(offset: 6, limit: 3))
    #expect(last.items.map(\.product.name) == ["Item 6"])
    #expect(last.nextOffset == nil)
    #expect(try await catalog.list(ProductListQuery(filter: .category("even"))).items.count == 4)
    #expect(
      try await catalog.list(ProductListQuery(sort: .price, limit: 2)).items.map(\.product.name) == [
        "Item 6", "Item 5",
      ])
    // Every product starts at 0 on hand, at or below the threshold of 2.
    #expect(try await catalog.list(ProductListQuery(filter: .lowStock)).items.count == 7)
    let item = try #require(first.items.first)
    _ = try await catalog.adjustStock(item.id, StockMovementRequest(kind: .opening, quantity: 5, occurredAt: Self.now))
    #expect(try await catalog.list(ProductListQuery(filter: .lowStock)).items.count == 6)
    _ = try await catalog.archive(item.id)
    #expect(try await catalog.list(ProductListQuery(filter: .archived)).items.map(\.id) == [item.id])
    try await catalog.delete(item.id)
    #expect(try await catalog.product(item.id) == nil)
  }

  /// `.everything` lists active and archived products together, by name, a page at a time; the
  /// other filters keep leaving archived ones out.
  @Test func theEverythingFilterListsActiveAndArchivedProducts() async throws {
    let catalog = try Self.makeCatalog()
    let apple = try await Self.add(catalog, [.name: "Apple"])
    let banana = try await Self.add(catalog, [.name: "Banana"])
    let cherry = try await Self.add(catalog, [.name: "Cherry"])
    _ = try await catalog.archive(banana.id)

    let everything = try await catalog.list(ProductListQuery(filter: .everything))
    #expect(everything.items.map(\.id) == [apple.id, banana.id, cherry.id])
    #expect(everything.items.map(\.product.isArchived) == [false, true, false])
    #expect(everything.nextOffset == nil)
    let first = try await catalog.list(ProductListQuery(filter: .everything, limit: 2))
    #expect(first.items.map(\.id) == [apple.id, banana.id] && first.nextOffset == 2)
    let rest = try await catalog.list(ProductListQuery(filter: .everything, offset: 2, limit: 2))
    #expect(rest.items.map(\.id) == [cherry.id] && rest.nextOffset == nil)
    let byPrice = try await catalog.list(ProductListQuery(filter: .everything, sort: .price))
    #expect(Set(byPrice.items.map(\.id)) == [apple.id, banana.id, cherry.id])

    #expect(try await catalog.list(ProductListQuery(filter: .all)).items.map(\.id) == [apple.id, cherry.id])
    #expect(try await catalog.list(ProductListQuery(filter: .archived)).items.map(\.id) == [banana.id])
  }

  /// Stock: FEFO across batches, the timeline with balances, alerts for low stock and expiry, and
  /// no negative stock.
  @Test func stockLedgerThroughTheStore() async throws {
    let catalog = try Self.makeCatalog()
    var milk = try await Self.add(catalog, [.name: "Milk 1 L", .lowStockThreshold: "5", .unit: "pcs"]).product
    milk.tracksBatches = true
    milk.batches = [
      ProductBatch(number: "B-LATE", expiresOn: CalendarDate("2026-06-20")),
      ProductBatch(number: "B-SOON", expiresOn: CalendarDate("2026-06-03")),
    ]
    _ = try await catalog.save(milk)
    for (batch, quantity) in [("B-LATE", 6), ("B-SOON", 4)] {
      _ = try await catalog.adjustStock(
        milk.id, StockMovementRequest(kind: .purchase, quantity: Decimal(quantity), batch: batch, occurredAt: Self.now))
    }
    let sold = try await catalog.adjustStock(
      milk.id, StockMovementRequest(kind: .sale, quantity: 7, reference: "INV-1", occurredAt: Self.now + 60))
    #expect(sold.map(\.batch) == ["B-SOON", "B-LATE"])
    #expect(sold.map(\.quantity) == [4, 3])
    let timeline = try await catalog.timeline(milk.id)
    #expect(timeline.map(\.balanceAfter) == [3, 6, 10, 6])
    #expect(try await catalog.product(milk.id)?.onHand == 3)
    await #expect(throws: StockError.insufficientStock(available: 3, requested: 4)) {
      try await catalog.adjustStock(milk.id, StockMovementRequest(kind: .sale, quantity: 4, occurredAt: Self.now + 120))
    }
    let alerts = try await catalog.alerts()
    #expect(alerts.contains(.lowStock(productId: milk.id, onHand: 3, threshold: 5)))
    #expect(
      alerts.contains(
        .nearExpiry(
          productId: milk.id, batch: "B-LATE", expiresOn: try #require(CalendarDate("2026-06-20")), daysLeft: 19,
          onHand: 3)))
    let expiring = try await catalog.list(
      ProductListQuery(filter: .expiringBy(try #require(CalendarDate("2026-06-30")))))
    #expect(expiring.items.map(\.id) == [milk.id])
  }

  /// Every SKU and barcode finds one product, variants' included: a new product cannot take a
  /// variant's SKU, a saved variant cannot take another product's SKU or barcode, an import row with
  /// a variant's SKU does not update that product, and an exact search for a variant's SKU finds its
  /// product first.
  @Test func variantSKUsAndBarcodesAreUniqueAcrossTheCatalog() async throws {
    let catalog = try Self.makeCatalog()
    var tee = try await Self.add(catalog, [.name: "Tee", .sku: "TS"]).product
    tee.variants = try ProductVariantMatrix([.init("Size", values: ["S", "M"])]).variants(baseSKU: "TS")
    tee.variants[0].barcode = try ProductBarcode("036000291452")
    _ = try await catalog.save(tee)
    let other = try await Self.add(catalog, [.name: "Other", .sku: "OT", .barcodes: "4006381333931"]).product

    let taken = AppError.validation([
      .init(field: "sku", message: "Another product already uses the SKU ts-s.", code: "duplicate")
    ])
    await #expect(throws: taken) { try await catalog.create(ProductDraft([.name: "Small tee", .sku: "ts-s"])) }

    var clashing = other
    clashing.variants = [
      ProductVariant(id: "X", options: ["Size": "X"], sku: "TS-M", barcode: try ProductBarcode("036000291452"))
    ]
    do {
      _ = try await catalog.save(clashing)
      Issue.record("a variant took another product's SKU")
    } catch AppError.validation(let errors) {
      #expect(
        errors.map(\.message) == [
          "Another product already uses the SKU TS-M.", "Another product already uses the barcode 00036000291452.",
        ])
    }
    clashing.variants = [
      ProductVariant(id: "A", options: ["Size": "A"], sku: "OT-A"),
      ProductVariant(id: "B", options: ["Size": "B"], sku: "ot-a "),
    ]
    await #expect(
      throws: AppError.validation([
        .init(field: "variants", message: "Two SKUs of this product are the same.", code: "duplicate")
      ])
    ) { try await catalog.save(clashing) }

    let report = try await catalog.importCSVReport(Data("name,sku\nRenamed,TS-S\n".utf8))
    #expect(report.updated == 0)
    #expect(report.errors.map(\.message) == ["Another product already uses the SKU TS-S."])
    #expect(try await catalog.product(tee.id)?.product.name == "Tee")
    // An exact SKU hit comes first, a variant's too, even when another product's name matches better.
    _ = try await Self.add(catalog, [.name: "TS M TSM TS-M cable", .sku: "CABLE"])
    #expect(try await catalog.search("TS-M").first?.id == tee.id)

    #expect(throws: ProductFieldMessage("Colour values Light Blue and LightBlue would make the same SKU.")) {
      try ProductVariantMatrix([.init("Colour", values: ["Light Blue", "LightBlue"])])
    }
  }

  /// Stock-outs of the last units, made at once through two catalogs over one store, are checked one
  /// after the other: exactly as many pass as there is stock, the rest are refused, and stock never
  /// goes below zero.
  @Test func concurrentStockOutsNeverSellStockThatIsNotThere() async throws {
    let catalog = try Self.makeCatalog()
    let other = try ProductCatalog(store: catalog.store, configuration: catalog.configuration, now: { Self.now })
    let tea = try await Self.add(catalog, [.name: "Tea 250 g", .unit: "pcs"]).product
    _ = try await catalog.adjustStock(tea.id, StockMovementRequest(kind: .opening, quantity: 3, occurredAt: Self.now))
    let outcomes = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<12 {
        let seller = index.isMultiple(of: 2) ? catalog : other
        group.addTask {
          let sale = StockMovementRequest(
            kind: .sale, quantity: 1, reference: "INV-\(index)", occurredAt: Self.now + 60)
          return (try? await seller.adjustStock(tea.id, sale)) != nil
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(outcomes.filter { $0 }.count == 3)
    #expect(try await catalog.product(tea.id)?.onHand == 0)
    #expect(try await catalog.ledger(tea.id).onHand() == 0)
  }

  /// A bulk price change by category rounds half up to the paisa and leaves other categories alone.
  @Test func bulkPriceUpdateByCategory() async throws {
    let catalog = try Self.makeCatalog()
    let tea = try await Self.add(catalog, [.name: "Tea", .category: "Beverages", .salePrice: "99.99"])
    let salt = try await Self.add(catalog, [.name: "Salt", .category: "Staples", .salePrice: "20"])
    #expect(try await catalog.bulkUpdatePrices(category: "beverages", .percent(10)) == 1)
    #expect(try await catalog.product(tea.id)?.product.salePrice?.formattedAmount == "109.99")
    #expect(try await catalog.product(salt.id)?.product.salePrice?.formattedAmount == "20.00")
  }
}
