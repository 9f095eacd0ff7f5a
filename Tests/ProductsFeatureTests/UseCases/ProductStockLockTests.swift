import Foundation
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The stock lock belongs to the store: catalogs over one store take turns (see
/// `ProductCatalogUseCaseTests.concurrentStockOutsNeverSellStockThatIsNotThere`), catalogs over two
/// stores never wait for each other.
@Suite struct ProductStockLockTests {
  static func makeStore() throws -> SQLiteSyncStore {
    try SQLiteSyncStore(
      database: SQLiteDatabase(.inMemory), schema: SyncSchema(ProductsSyncTypes.all),
      projections: [ProductCatalogProjection()])
  }

  static func opening(_ quantity: Decimal) -> StockMovementRequest {
    StockMovementRequest(kind: .opening, quantity: quantity, occurredAt: ProductCatalogUseCaseTests.now)
  }

  /// A sale held mid-write on one store, holding that store's stock lock, does not stop a sale
  /// through a catalog over another store: that one completes while the first is still held.
  @Test func catalogsOverTwoStoresDoNotWaitForEachOther() async throws {
    let gated = GatedSyncStore(try Self.makeStore())
    let held = try ProductCatalog(store: gated, now: { ProductCatalogUseCaseTests.now })
    let free = try ProductCatalog(store: try Self.makeStore(), now: { ProductCatalogUseCaseTests.now })
    let tea = try await ProductCatalogUseCaseTests.add(held, [.name: "Tea", .unit: "pcs"]).product
    let salt = try await ProductCatalogUseCaseTests.add(free, [.name: "Salt", .unit: "pcs"]).product

    gated.closeGate()
    let heldSale = Task { try await held.adjustStock(tea.id, Self.opening(5)) }
    await gated.waitForHeldWrites(1)

    let other = await completes(within: .seconds(60)) { try await free.adjustStock(salt.id, Self.opening(3)) }
    #expect(other, "a sale on another store waited for the held one")
    #expect(gated.heldWriteCount == 1)
    gated.openGate()
    _ = try await heldSale.value
    #expect(try await held.product(tea.id)?.onHand == 5)
    #expect(try await free.product(salt.id)?.onHand == 3)
  }

  /// Two catalogs made by hand over one store share its lock, and a third over another store does not.
  @Test func theLockIsTheStores() throws {
    let store = try Self.makeStore()
    #expect(store.writeLocks === GatedSyncStore(store).writeLocks)
    #expect(store.writeLocks !== (try Self.makeStore()).writeLocks)
  }
}
