import Foundation
import ProductsFeature
import ProductsTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Two devices of one shop pick the same code offline: the server keeps one product per code, the
/// other device sees its product refused for the clash, and renames or merges it; a download that
/// brings a clash (a server that did not check) is answered deterministically and resolved the same.
@Suite struct ProductCodeClashTests {
  /// One device: its own store and catalog, syncing with `server`.
  struct Device {
    let store: SQLiteSyncStore
    let catalog: ProductCatalog
    let engine: SyncEngine

    init(_ server: InMemorySyncServer) throws {
      store = try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: SyncSchema(ProductsSyncTypes.all),
        projections: [ProductCatalogProjection()])
      catalog = try ProductCatalog(store: store)
      engine = SyncEngine(store: store, remote: server)
    }

    @discardableResult
    func add(_ values: [ProductDraft.Field: String], stock: Decimal? = nil) async throws -> ProductListItem {
      guard case .created(let item) = try await catalog.create(ProductDraft(values), allowSameName: true) else {
        throw AppError.validation([])
      }
      if let stock {
        _ = try await catalog.adjustStock(
          item.id, StockMovementRequest(kind: .opening, quantity: stock, occurredAt: Date()))
      }
      return try #require(try await catalog.product(item.id))
    }

    func sync() async throws { try await engine.sync() }
  }

  static let schema = Result { try SyncSchema(ProductsSyncTypes.all) }

  /// A server that keeps one product per code, as the reference server does.
  static func checkingServer() throws -> InMemorySyncServer {
    InMemorySyncServer(schema: try schema.get(), uniqueValues: ProductsServerRules.uniqueValues)
  }

  /// A server that does not check codes, as older ones did.
  static func uncheckedServer() throws -> InMemorySyncServer { InMemorySyncServer(schema: try schema.get()) }

  // MARK: - Refused by the server

  /// Both devices create a product with one SKU offline. The second to sync is refused: its product
  /// stays (never dropped), marked refused, listed as a clash naming the SKU and the holder, and a
  /// lookup of the SKU answers the holder first. Before the server checked, both were taken.
  @Test func theSecondProductWithAnSKUIsRefusedAndKeptAsAClash() async throws {
    let server = try Self.checkingServer()
    let till = try Device(server)
    let office = try Device(server)
    _ = try await till.add([.name: "Assam Tea 250 g", .sku: "TEA-250"])
    let chai = try await office.add([.name: "Chai patti", .sku: " tea-250 "])
    try await till.sync()
    try await office.sync()

    let live = await server.liveRecords(of: ProductsSyncTypes.products.name)
    #expect(live.count == 1)
    let holder = try #require(live.first?.key)
    let refused = try #require(try await office.catalog.product(chai.id))
    #expect(refused.status == .rejected)
    let rejection = try #require(try await office.store.rejectedMutations().first?.rejection)
    #expect(rejection.isUniqueConflict)
    #expect(rejection.clashes.map(\.holderID) == [holder])
    #expect(
      try await office.catalog.codeClashes() == [
        ProductCodeClash(
          code: .sku("TEA-250"), productID: chai.id, field: "sku", holderID: holder, source: .refusedByServer)
      ])
    #expect(try await office.catalog.search("TEA-250").map(\.id) == [holder, chai.id])
    #expect(try await till.catalog.codeClashes() == [])
  }

  /// Renamed, the refused product goes again under a new idempotency key (its content is new; the
  /// refused request changed nothing), is accepted, and the clash is gone. Sent again unchanged, it
  /// is refused again under its old key.
  @Test func aRenamedProductIsSentUnderANewKeyAndAccepted() async throws {
    let server = try Self.checkingServer()
    let till = try Device(server)
    let office = try Device(server)
    _ = try await till.add([.name: "Assam Tea", .sku: "TEA"])
    let chai = try await office.add([.name: "Chai patti", .sku: "TEA"])
    try await till.sync()
    try await office.sync()
    let refusedKey = try #require(try await office.store.rejectedMutations().first?.idempotencyKey)

    try await office.store.resubmitRejected(ProductsSyncTypes.products.name, id: chai.id)
    #expect(try await office.store.pendingMutations().first?.idempotencyKey == refusedKey)
    try await office.sync()
    #expect(try await office.catalog.product(chai.id)?.status == .rejected)

    var draft = ProductDraft([.name: "Chai patti", .sku: "CHAI"])
    draft[.unit] = "pcs"
    let renamed = try await office.catalog.update(chai.id, with: draft)
    #expect(renamed.status == .pending)
    let pending = try #require(try await office.store.pendingMutations().first)
    #expect(pending.idempotencyKey != refusedKey)
    try await office.sync()

    let skus = await server.liveRecords(of: ProductsSyncTypes.products.name).values.compactMap {
      $0.fields["sku"]?.stringValue
    }
    #expect(skus.sorted() == ["CHAI", "TEA"])
    #expect(try await office.catalog.codeClashes() == [])
    #expect(try await office.store.rejectedMutations() == [])
    #expect(try await office.catalog.search("CHAI").first?.status == .synced)
  }

  /// Merged into the holder, a product the server never had is folded into it: its stock
  /// movements (held back while it was refused) go to the holder, its id finds the holder, and
  /// both devices end with one product whose stock is the sum of both.
  @Test func aRefusedProductMergedIntoTheHolderMovesItsStockThere() async throws {
    let server = try Self.checkingServer()
    let till = try Device(server)
    let office = try Device(server)
    let tea = try await till.add([.name: "Assam Tea", .sku: "TEA"], stock: 10)
    let chai = try await office.add([.name: "Chai patti", .sku: "tea"], stock: 4)
    _ = try await office.catalog.adjustStock(
      chai.id, StockMovementRequest(kind: .sale, quantity: 1, occurredAt: Date()))
    try await till.sync()
    try await office.sync()
    let holder = try #require(try await till.catalog.product(tea.id)).id

    let merged = try await office.catalog.merge(chai.id, into: holder)
    #expect(merged.id == holder)
    #expect(merged.onHand == 13)
    #expect(try await office.catalog.product(chai.id)?.id == holder)
    #expect(try await office.catalog.codeClashes() == [])
    try await office.sync()
    try await till.sync()

    #expect(await server.liveRecords(of: ProductsSyncTypes.products.name).count == 1)
    let movements = await server.liveRecords(of: ProductsSyncTypes.stockMovements.name).values
    #expect(movements.count == 3)
    #expect(movements.allSatisfy { $0.fields["productId"] == .string(holder) })
    #expect(try await till.catalog.product(holder)?.onHand == 13)
    #expect(try await office.catalog.timeline(holder).count == 3)
  }

  /// A barcode (an EAN-13 and its GTIN-14 are one), a variant's SKU against a product's, a variant's
  /// barcode: each is a clash naming where the refused product holds the code.
  @Test func barcodesAndVariantCodesClashToo() async throws {
    let server = try Self.checkingServer()
    let till = try Device(server)
    let office = try Device(server)
    let cola = try await till.add([.name: "Cola 330 ml", .barcodes: "0036000291452"])
    var shirt = try await till.add([.name: "T-Shirt", .sku: "TS"]).product
    shirt.variants = [
      ProductVariant(id: "M", options: ["Size": "M"], sku: "TS-M", barcode: try ProductBarcode("SHOP-42"))
    ]
    _ = try await till.catalog.save(shirt)
    try await till.sync()
    let colaID = try #require(try await till.catalog.product(cola.id)).id
    let shirtID = try #require(try await till.catalog.product(shirt.id)).id

    let can = try await office.add([.name: "Cola can", .barcodes: "00036000291452"])
    let tee = try await office.add([.name: "Tee, medium", .sku: "ts-m"])
    var label = try await office.add([.name: "Label roll"]).product
    label.variants = [ProductVariant(id: "1", options: ["Pack": "1"], barcode: try ProductBarcode("SHOP-42"))]
    _ = try await office.catalog.save(label)
    try await office.sync()

    let barcode = ProductCode.barcode(try ProductBarcode("036000291452"))
    #expect(
      try await office.catalog.codeClashes() == [
        ProductCodeClash(
          code: barcode, productID: can.id, field: "barcodes[0]", holderID: colaID, source: .refusedByServer),
        ProductCodeClash(
          code: .sku("TS-M"), productID: tee.id, field: "sku", holderID: shirtID, source: .refusedByServer),
        ProductCodeClash(
          code: .barcode(.other("SHOP-42")), productID: label.id, field: "variants[0].barcode", holderID: shirtID,
          source: .refusedByServer),
      ])
    #expect(try await office.catalog.lookup(barcode: "0036000291452").map(\.id) == [colaID, can.id])
    #expect(await server.liveRecords(of: ProductsSyncTypes.products.name).count == 2)
  }

  // MARK: - Brought by a download

  /// A product of another device arrives while a local one with its SKU waits to be sent: the SKU
  /// answers the downloaded product (the server's) first, the clash is listed, either product can
  /// still be edited without touching the code, and merging the local one folds it into the other.
  @Test func aDownloadedProductClashingWithALocalOneIsAnsweredFirst() async throws {
    let server = try Self.uncheckedServer()
    let office = try Device(server)
    let local = try await office.add(
      [.name: "Chai patti", .sku: "TEA", .barcodes: "SHOP-7", .salePrice: "90"], stock: 2)
    var fields = try #require(try await office.store.record(ProductsSyncTypes.products.name, id: local.id)).fields
    fields["name"] = "Tulsi Tea"
    let downloaded = await server.put(ProductsSyncTypes.products.name, fields: fields)
    try await office.store.apply(
      SyncChangesPage(changes: [downloaded], nextCursor: "0:1", hasMore: false), of: ProductsSyncTypes.products.name)

    #expect(try await office.catalog.search("tea").prefix(2).map(\.id) == [downloaded.id, local.id])
    #expect(try await office.catalog.lookup(barcode: "SHOP-7").map(\.id) == [downloaded.id, local.id])
    #expect(
      try await office.catalog.codeClashes() == [
        ProductCodeClash(
          code: .sku("TEA"), productID: local.id, field: "sku", holderID: downloaded.id, source: .onDevice),
        ProductCodeClash(
          code: .barcode(.other("SHOP-7")), productID: local.id, field: "barcodes[0]", holderID: downloaded.id,
          source: .onDevice),
      ])
    var draft = ProductDraft([.name: "Chai patti", .sku: "TEA", .barcodes: "SHOP-7", .salePrice: "95"])
    draft[.unit] = "pcs"
    #expect(try await office.catalog.update(local.id, with: draft).product.salePrice?.formattedAmount == "95.00")
    draft[.name] = "Tulsi Tea"
    #expect(try await office.catalog.update(downloaded.id, with: draft).product.name == "Tulsi Tea")

    let merged = try await office.catalog.merge(local.id, into: downloaded.id)
    #expect(merged.onHand == 2)
    #expect(try await office.catalog.codeClashes() == [])
    #expect(try await office.catalog.search("tea").map(\.id) == [downloaded.id])
  }

  /// From a server that did not check, both devices hold two products with one SKU: they answer the
  /// same one first and list the same clash, and an import row with the SKU updates that one. Merged, the later one's stock moves to the holder by a
  /// transfer, and it stays archived, on past movements, answering no code.
  @Test func productsFromAServerThatDidNotCheckAreResolvedAlikeOnEveryDevice() async throws {
    let server = try Self.uncheckedServer()
    let till = try Device(server)
    let office = try Device(server)
    _ = try await till.add([.name: "Tulsi Tea", .sku: "TEA", .barcodes: "0036000291452"], stock: 10)
    try await till.sync()
    _ = try await office.add([.name: "Chai patti", .sku: "TEA"], stock: 3)
    try await office.sync()
    try await till.sync()

    let answers = [
      try await till.catalog.search("TEA").map(\.id), try await office.catalog.search("TEA").map(\.id),
    ]
    #expect(answers[0].count == 2)
    #expect(answers[0] == answers[1])
    let clashes = try await till.catalog.codeClashes()
    #expect(clashes == (try await office.catalog.codeClashes()))
    let clash = try #require(clashes.first)
    #expect(clashes.count == 1)
    #expect(clash.source == .onDevice)
    #expect(clash.holderID == answers[0][0])

    // A spreadsheet row with the SKU updates the holder.
    let csv = Data("name,sku,unit\nTulsi Tea 500 g,TEA,pcs\n".utf8)
    #expect(try await till.catalog.importCSVReport(csv).updated == 1)
    #expect(try await till.catalog.product(clash.holderID)?.product.name == "Tulsi Tea 500 g")

    let holder = try await till.catalog.merge(clash.productID, into: clash.holderID)
    #expect(holder.onHand == 13)
    let retired = try #require(try await till.catalog.product(clash.productID))
    #expect(retired.product.isArchived)
    #expect(retired.product.sku == nil)
    #expect(retired.onHand == 0)
    try await till.sync()
    try await office.sync()
    #expect(try await office.catalog.codeClashes() == [])
    #expect(try await office.catalog.search("TEA").map(\.id) == [clash.holderID])
    #expect(try await office.catalog.product(clash.holderID)?.onHand == 13)
    #expect(try await office.catalog.timeline(clash.productID).first?.movement.kind == .transferOut)
  }

  /// Merging needs the holder on this device, and the variants the product's stock names.
  @Test func aMergeTheHolderCannotTakeIsRefused() async throws {
    let server = try Self.checkingServer()
    let office = try Device(server)
    let chai = try await office.add([.name: "Chai patti", .sku: "TEA"])
    await #expect(throws: ProductMergeError.holderNotDownloaded("prod_999")) {
      try await office.catalog.merge(chai.id, into: "prod_999")
    }
    await #expect(throws: ProductMergeError.sameProduct(chai.id)) {
      try await office.catalog.merge(chai.id, into: chai.id)
    }
    var shirt = try await office.add([.name: "Shirt", .sku: "SH"]).product
    shirt.variants = [ProductVariant(id: "M", options: ["Size": "M"], sku: "SH-M")]
    shirt = try await office.catalog.save(shirt).product
    _ = try await office.catalog.adjustStock(
      shirt.id, StockMovementRequest(kind: .opening, quantity: 2, variantId: "M", occurredAt: Date()))
    try await office.sync()
    let plain = try await office.add([.name: "Plain shirt", .sku: "PS"])
    try await office.sync()
    let synced = try #require(try await office.catalog.search("SH").first).id
    await #expect(throws: ProductMergeError.variantNotInHolder("M")) {
      try await office.catalog.merge(synced, into: plain.id)
    }
  }
}
