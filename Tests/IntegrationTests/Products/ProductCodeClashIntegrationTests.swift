import Foundation
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Two devices of one shop (each its own store) pick the same code offline, over real HTTP against
/// the reference server: the server keeps one product per code and refuses the other with
/// `UNIQUE_CONFLICT`; the refused device renames or merges; duplicates a server that did not check let
/// through (seeded) are answered alike on both devices and merged away.
@Suite(.referenceServer) struct ProductCodeClashIntegrationTests {
  /// One device of the shop `account`.
  struct Device {
    let store: SQLiteSyncStore
    let catalog: ProductCatalog
    let engine: SyncEngine

    init(account: String) async throws {
      let server = try #require(SuiteServer.current)
      store = try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: SyncSchema(ProductsSyncTypes.all),
        projections: [ProductCatalogProjection()])
      catalog = try ProductCatalog(store: store)
      engine = SyncEngine(store: store, remote: try await server.syncRemote(username: account))
    }

    @discardableResult
    func add(_ values: [ProductDraft.Field: String], stock: Decimal? = nil) async throws -> ProductListItem {
      var values = values
      values[.unit] = values[.unit] ?? "pcs"
      guard case .created(let item) = try await catalog.create(ProductDraft(values), allowSameName: true) else {
        throw AppError.validation([])
      }
      if let stock {
        _ = try await catalog.adjustStock(
          item.id, StockMovementRequest(kind: .opening, quantity: stock, occurredAt: Date()))
      }
      return item
    }

    func sync() async throws { try await engine.sync() }

    /// The device's id for `id` now (the server's once it has acknowledged it).
    func current(_ id: String) async throws -> String { try #require(try await catalog.product(id)).id }
  }

  static func devices(_ account: String) async throws -> (till: Device, office: Device) {
    (try await Device(account: account), try await Device(account: account))
  }

  static func serverProducts(_ account: String) async throws -> [SyncServerRecord] {
    try await #require(SuiteServer.current).syncRecords("products", account: account).filter { !$0.deleted }
  }

  /// Same SKU on both devices, twice: the office renames one refused product and merges the other
  /// into its holder (with its stock). The server ends with one product per SKU, the holder's stock
  /// is the sum, and neither device has a clash left. Before the server checked, it kept all four.
  @Test func sameSKUsAreRefusedThenRenamedOrMerged() async throws {
    let account = "clash-sku"
    let (till, office) = try await Self.devices(account)
    let tea = try await till.add([.name: "Assam Tea", .sku: "TEA"], stock: 10)
    let coffee = try await till.add([.name: "Filter Coffee", .sku: "COF"])
    let chai = try await office.add([.name: "Chai patti", .sku: " tea"])
    let kaapi = try await office.add([.name: "Kaapi powder", .sku: "cof"], stock: 4)
    try await till.sync()
    try await office.sync()

    #expect(try await Self.serverProducts(account).count == 2)
    let teaID = try await till.current(tea.id)
    let coffeeID = try await till.current(coffee.id)
    let clashes = try await office.catalog.codeClashes()
    #expect(
      clashes == [
        ProductCodeClash(
          code: .sku("TEA"), productID: chai.id, field: "sku", holderID: teaID, source: .refusedByServer),
        ProductCodeClash(
          code: .sku("COF"), productID: kaapi.id, field: "sku", holderID: coffeeID, source: .refusedByServer),
      ])
    let refusal = try #require(try await office.store.rejectedMutations().first?.rejection)
    #expect(refusal.code == SyncRejection.uniqueConflictCode)
    #expect(refusal.clashes.map(\.holderField) == ["sku"])

    _ = try await office.catalog.update(chai.id, with: ProductDraft([.name: "Chai patti", .sku: "CHAI", .unit: "pcs"]))
    let holder = try await office.catalog.merge(kaapi.id, into: coffeeID)
    #expect(holder.onHand == 4)
    try await office.sync()
    try await till.sync()

    let skus = try await Self.serverProducts(account).compactMap { $0.fields["sku"]?.stringValue }
    #expect(skus.sorted() == ["CHAI", "COF", "TEA"])
    let movements = try await #require(SuiteServer.current).syncRecords("stock-movements", account: account)
    #expect(movements.filter { $0.fields["productId"] == .string(coffeeID) }.count == 1)
    #expect(try await till.catalog.product(coffeeID)?.onHand == 4)
    #expect(try await till.catalog.product(teaID)?.onHand == 10)
    #expect(try await office.catalog.codeClashes() == [])
    #expect(try await till.catalog.codeClashes() == [])
    #expect(try await office.store.rejectedMutations() == [])
  }

  /// Same barcode (an EAN-13 on one device, the UPC-A of it on the other): renamed or merged alike.
  @Test func sameBarcodesAreRefusedThenRenamedOrMerged() async throws {
    let account = "clash-barcode"
    let (till, office) = try await Self.devices(account)
    let cola = try await till.add([.name: "Cola 330 ml", .barcodes: "0036000291452"], stock: 24)
    let soda = try await till.add([.name: "Soda 500 ml", .barcodes: "SHOP-0042"])
    let can = try await office.add([.name: "Cola can", .barcodes: "036000291452"], stock: 6)
    let bottle = try await office.add([.name: "Soda bottle", .barcodes: "SHOP-0042"])
    try await till.sync()
    try await office.sync()
    let colaID = try await till.current(cola.id)
    let sodaID = try await till.current(soda.id)
    #expect(
      Set(try await office.catalog.codeClashes().map { [$0.productID, $0.holderID, $0.field] }) == [
        [can.id, colaID, "barcodes[0]"], [bottle.id, sodaID, "barcodes[0]"],
      ])
    #expect(try await office.catalog.lookup(barcode: "036000291452").map(\.id) == [colaID, can.id])

    _ = try await office.catalog.merge(can.id, into: colaID)
    _ = try await office.catalog.update(
      bottle.id, with: ProductDraft([.name: "Soda bottle", .barcodes: "SHOP-0043", .unit: "pcs"]))
    try await office.sync()
    try await till.sync()

    #expect(try await Self.serverProducts(account).count == 3)
    #expect(try await till.catalog.lookup(barcode: "00036000291452").map(\.id) == [colaID])
    #expect(try await till.catalog.lookup(barcode: "00036000291452").first?.onHand == 30)
    #expect(try await office.catalog.codeClashes() == [])
  }

  /// A variant's SKU against another product's SKU, both ways: the product refused for a variant's
  /// SKU is merged (it has no stock of its own); the one whose variant took a product's SKU is
  /// renamed (its variant's stock could not merge into a product without variants).
  @Test func variantSKUsAgainstProductSKUsAreRefusedThenRenamedOrMerged() async throws {
    let account = "clash-variant"
    let (till, office) = try await Self.devices(account)
    var shirt = try await till.add([.name: "T-Shirt", .sku: "TS"]).product
    shirt.variants = [ProductVariant(id: "M", options: ["Size": "M"], sku: "TS-M")]
    _ = try await till.catalog.save(shirt)
    let polo = try await till.add([.name: "Polo", .sku: "POLO-M"])
    let tee = try await office.add([.name: "Tee, medium", .sku: "ts-m"])
    var poloShirt = try await office.add([.name: "Polo shirt", .sku: "PS"]).product
    poloShirt.variants = [ProductVariant(id: "M", options: ["Size": "M"], sku: "polo-m")]
    _ = try await office.catalog.save(poloShirt)
    _ = try await office.catalog.adjustStock(
      poloShirt.id, StockMovementRequest(kind: .opening, quantity: 3, variantId: "M", occurredAt: Date()))
    try await till.sync()
    try await office.sync()
    let shirtID = try await till.current(shirt.id)
    let poloID = try await till.current(polo.id)
    #expect(
      try await office.catalog.codeClashes() == [
        ProductCodeClash(
          code: .sku("TS-M"), productID: tee.id, field: "sku", holderID: shirtID, source: .refusedByServer),
        ProductCodeClash(
          code: .sku("POLO-M"), productID: poloShirt.id, field: "variants[0].sku", holderID: poloID,
          source: .refusedByServer),
      ])
    #expect(
      try await office.store.rejectedMutations().first?.rejection?.clashes.map(\.holderField) == ["variants[0].sku"])
    await #expect(throws: ProductMergeError.variantNotInHolder("M")) {
      try await office.catalog.merge(poloShirt.id, into: poloID)
    }

    _ = try await office.catalog.merge(tee.id, into: shirtID)
    poloShirt.variants[0].sku = "PS-M"
    _ = try await office.catalog.save(poloShirt)
    try await office.sync()
    try await till.sync()

    let server = try await Self.serverProducts(account)
    #expect(server.count == 3)
    #expect(try await office.catalog.codeClashes() == [])
    #expect(try await till.catalog.search("PS-M").first?.onHand == 3)
  }

  /// Duplicates a server that did not check let through (seeded here): both devices answer the same
  /// product first and list the same clash; merged on one device, the other product keeps its
  /// history, gives up its SKU, and its stock is the holder's on both devices. Editing either was
  /// never refused for the SKU it already had.
  @Test func duplicatesFromAServerThatDidNotCheckAreAnsweredAlikeAndMerged() async throws {
    let account = "clash-legacy"
    let server = try #require(SuiteServer.current)
    let (till, office) = try await Self.devices(account)
    let tea = try await till.add([.name: "Tulsi Tea", .sku: "TEA"], stock: 5)
    try await till.sync()
    var fields = try #require(try await Self.serverProducts(account).first).fields
    fields["name"] = "Assam Tea (old)"
    let duplicate = try await server.seedSync("products", account: account, fields: fields)
    var movement = try #require(try await server.syncRecords("stock-movements", account: account).first).fields
    movement["productId"] = .string(duplicate)
    movement["quantity"] = "2"
    _ = try await server.seedSync("stock-movements", account: account, fields: movement)
    try await till.sync()
    try await office.sync()

    let teaID = try await till.current(tea.id)
    #expect(try await till.catalog.search("TEA").map(\.id) == [teaID, duplicate])
    #expect(try await office.catalog.search("TEA").map(\.id) == [teaID, duplicate])
    let expected = [
      ProductCodeClash(code: .sku("TEA"), productID: duplicate, field: "sku", holderID: teaID, source: .onDevice)
    ]
    #expect(try await till.catalog.codeClashes() == expected)
    #expect(try await office.catalog.codeClashes() == expected)
    _ = try await office.catalog.update(
      teaID, with: ProductDraft([.name: "Tulsi Tea 250 g", .sku: "TEA", .unit: "pcs"]))

    let holder = try await office.catalog.merge(duplicate, into: teaID)
    #expect(holder.onHand == 7)
    try await office.sync()
    try await till.sync()

    let retired = try #require(try await Self.serverProducts(account).first { $0.id == duplicate })
    #expect(retired.fields["sku"] == nil)
    #expect(retired.fields["isArchived"] == true)
    #expect(try await till.catalog.codeClashes() == [])
    #expect(try await till.catalog.search("TEA").map(\.id) == [teaID])
    #expect(try await till.catalog.product(teaID)?.onHand == 7)
    #expect(try await till.catalog.product(teaID)?.product.name == "Tulsi Tea 250 g")
  }
}
