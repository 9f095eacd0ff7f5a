import Foundation
import SharedCore

extension ProductCatalog {
  /// Records a stock movement: checked against the ledger (no negative stock unless allowed, serials
  /// in or out of stock), split first-expiry-first-out across batches for a stock-out without a
  /// batch, and appended as immutable movements, all of them in one transaction.
  ///
  /// Adjustments to one store run one at a time, each checking the ledger as the one before left it:
  /// two stock-outs of the last unit, from two screens or a screen and a bill, never both pass a
  /// policy that forbids negative stock. The lock is the store's (`SyncStore.writeLocks`), so every
  /// catalog over the store takes it, and catalogs over other stores never wait for it. (Stock-outs
  /// on two devices both count when they sync, as the ledger is append-only.)
  /// - Returns: The movements recorded.
  /// - Throws: ``StockError``, or `SyncStoreError.recordNotFound`.
  public func adjustStock(_ productId: String, _ request: StockMovementRequest) async throws -> [StockMovement] {
    try await withStockLock {
      let ledger = try await ledger(productId)
      let planned = try ledger.plan(request, policy: configuration.stockPolicy, today: today, makeID: { "" })
      let records = try await movements.commit(try planned.map { try movements.creating($0) })
      return zip(planned, records).map { movement, record in
        var stored = movement
        stored.id = record?.id ?? ""
        return stored
      }
    }
  }

  /// Runs `body` holding the store's stock lock, so that each stock write plans against the ledger
  /// the last one committed, whichever catalog over the store (session, screen or bill) makes it.
  func withStockLock<Value>(_ body: () async throws -> Value) async throws -> Value {
    try await store.writeLocks.withLock(Self.stockLockName, body)
  }

  /// The name of the stock lock among the store's write locks.
  static let stockLockName = "products.stock"

  /// The product's stock ledger: the product and every movement, oldest first.
  public func ledger(_ productId: String) async throws -> StockLedger {
    let product = try await requireProduct(productId).product
    let ids = try await store.read { db in
      try db.query(
        "SELECT id FROM products_movements WHERE product_id = ? ORDER BY occurred_at, rowid", [.text(product.id)]
      ).map { try $0.value(String.self, named: "id") }
    }
    var list: [StockMovement] = []
    for id in ids {
      guard let record = try await movements.record(id) else { continue }
      var movement = record.value
      movement.id = record.id
      list.append(movement)
    }
    return StockLedger(product: product, movements: list)
  }

  /// The product's inventory timeline, newest first, each entry with the stock after it.
  public func timeline(_ productId: String) async throws -> [StockTimelineEntry] {
    let ledger = try await ledger(productId)
    var balance = Decimal.zero
    return ledger.movements.map { movement in
      balance += movement.delta
      return StockTimelineEntry(movement: movement, balanceAfter: balance)
    }.reversed()
  }

  /// Low-stock, near-expiry and expired alerts across the catalog, by product name.
  public func alerts() async throws -> [StockAlert] {
    let today = today
    let rules = configuration.alertRules
    let ids = try await store.read {
      try ProductCatalogQueries.alertCandidates(today: today, nearExpiryDays: rules.nearExpiryDays, in: $0)
    }
    var alerts: [StockAlert] = []
    for id in ids { alerts += rules.alerts(for: try await ledger(id), today: today) }
    return alerts
  }
}
