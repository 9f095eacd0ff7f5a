import Foundation
import ProductsFeature
import ProductsTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct ProductsModuleTests {
  /// The testing kit's container verifies: every registration resolves.
  @Test func composedContainerVerifies() throws {
    let report = try Container.productsTesting().verify()
    #expect(report.isEmpty, "\(report)")
    #expect(report.unverified.isEmpty)
  }

  /// Each session scope resolves a catalog, built with the module's configuration (the catalogs of
  /// all sessions share the device's one store).
  @Test func eachSessionResolvesACatalogWithTheModulesConfiguration() throws {
    let container = try Container.productsTesting()
    let first = container.makeScope(.session)
    let second = container.makeScope(.session)
    #expect(try first.resolve(ProductCatalog.self).configuration.currency == .inr)
    #expect(try second.resolve(ProductsConfiguration.self).alertRules.nearExpiryDays == 30)
  }

  /// Offline create and a stock movement referencing it sync in order; the server's ids replace the
  /// local ones in the catalog, in the movement's reference, and in search.
  @Test func offlineCreateSyncsAndReconcilesIds() async throws {
    let server = InMemorySyncServer(schema: try SyncSchema(ProductsSyncTypes.all))
    let container = try Container.productsTesting(server: server)
    let catalog = try container.makeScope(.session).resolve(ProductCatalog.self)
    guard case .created(let shirt) = try await catalog.create(ProductsSamples.shirt) else {
      Issue.record("not created")
      return
    }
    _ = try await catalog.adjustStock(
      shirt.id, StockMovementRequest(kind: .opening, quantity: 10, occurredAt: Date(timeIntervalSince1970: 0)))
    #expect(shirt.status == .pending)

    try await container.resolve(SyncEngine.self).sync()

    let serverProducts = await server.liveRecords(of: "products")
    let serverMovements = await server.liveRecords(of: "stock-movements")
    #expect(serverProducts.count == 1)
    #expect(serverMovements.count == 1)
    let serverID = try #require(serverProducts.keys.first)
    #expect(serverMovements.values.first?.fields["productId"] == .string(serverID))
    #expect(serverMovements.values.first?.fields["quantity"] == "10")
    let synced = try #require(try await catalog.search("blu tsh").first)
    #expect(synced.id == serverID)
    #expect(synced.status == .synced)
    #expect(synced.onHand == 10)
    #expect(try await catalog.product(shirt.id)?.id == serverID)
  }
}
