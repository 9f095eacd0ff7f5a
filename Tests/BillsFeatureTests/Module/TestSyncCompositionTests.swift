import Foundation
import PartiesFeature
import PartiesTesting
import ProductsFeature
import ProductsTesting
import SharedCore
import SharedTesting
import Testing

/// `ContainerBuilder.registerTestSync(server:)` composes several sync-backed features over one store:
/// each module's record types and projections are in it, and one engine syncs them all.
@Suite struct TestSyncCompositionTests {
  @Test func productsAndPartiesShareOneStoreAndSyncTogether() async throws {
    let server = InMemorySyncServer(schema: try SyncSchema(ProductsSyncTypes.all + PartiesSyncTypes.all))
    var builder = ContainerBuilder()
    builder.registerTestPlatform { OfflineTransport() }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
    builder.registerTestSync(server: server)
    try builder.include(ProductsModule())
    try builder.include(PartiesModule())
    let container = try builder.build()
    let report = container.verify()
    #expect(report.isEmpty, "\(report)")

    let session = container.makeScope(.session)
    let catalog = try session.resolve(ProductCatalog.self)
    let book = try session.resolve(PartyBook.self)
    guard case .created = try await catalog.create(ProductsSamples.shirt) else {
      Issue.record("the product was not created")
      return
    }
    let party = try await book.create(PartiesSamples.ashaTraders)
    #expect(try await catalog.search("blu tsh").count == 1)
    #expect(try await book.search("asha").map(\.id) == [party.id])

    try await container.resolve(SyncEngine.self).sync()

    #expect(await server.liveRecords(of: ProductsSyncTypes.products.name).count == 1)
    #expect(await server.liveRecords(of: PartiesSyncTypes.parties.name).count == 1)
    #expect(try await catalog.search("blu tsh").first?.status == .synced)
  }
}
