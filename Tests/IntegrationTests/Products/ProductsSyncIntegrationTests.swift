import Foundation
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// ProductsFeature against the reference server over real HTTP.
@Suite struct ProductsSyncIntegrationTests {
  /// Offline: a product and stock movements referencing it are created and found locally; online,
  /// they reach the server once, in order, the movements pointing at the server's product id, and
  /// the local catalog shows the server's ids. A second device downloads the product with its stock.
  @Test func offlineCreateSyncsWithIdReconciliation() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    func device() throws -> (SQLiteSyncStore, ProductCatalog) {
      let store = try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: SyncSchema(ProductsSyncTypes.all),
        projections: [ProductCatalogProjection()])
      return (store, try ProductCatalog(store: store))
    }
    let (store, catalog) = try device()
    guard
      case .created(let rice) = try await catalog.create(
        ProductDraft([
          .name: "बासमती चावल", .sku: "RICE-1", .barcodes: "0036000291452", .salePrice: "1,20,000.50", .gstRate: "5",
          .taxCode: "1006",
        ]))
    else {
      Issue.record("not created")
      return
    }
    for (kind, quantity) in [(StockMovement.Kind.opening, 10), (.sale, 3)] {
      _ = try await catalog.adjustStock(
        rice.id, StockMovementRequest(kind: kind, quantity: Decimal(quantity), occurredAt: Date()))
    }
    #expect(try await catalog.search("बास").map(\.id) == [rice.id])
    #expect(try await catalog.lookup(barcode: "036000291452").first?.onHand == 7)

    try await SyncEngine(store: store, remote: try await server.syncRemote(username: "shop")).sync()

    let products = try await server.syncRecords("products", account: "shop")
    let movements = try await server.syncRecords("stock-movements", account: "shop")
    #expect(products.count == 1)
    #expect(movements.count == 2)
    let serverID = try #require(products.first?.id)
    #expect(serverID.hasPrefix("prod_"))
    #expect(movements.allSatisfy { $0.fields["productId"] == .string(serverID) })
    #expect(products.first?.fields["salePrice"]?["amount"] == "120000.50")
    let local = try #require(try await catalog.product(rice.id))
    #expect(local.id == serverID)
    #expect(local.status == .synced)
    #expect(try await catalog.timeline(serverID).map(\.balanceAfter) == [7, 10])

    let (otherStore, otherCatalog) = try device()
    try await SyncEngine(store: otherStore, remote: try await server.syncRemote(username: "shop")).sync()
    let downloaded = try #require(try await otherCatalog.lookup(barcode: "00036000291452").first)
    #expect(downloaded.id == serverID)
    #expect(downloaded.onHand == 7)
    #expect(downloaded.product.salePrice?.formattedAmount == "120000.50")
  }
}
