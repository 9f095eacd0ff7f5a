import Foundation
import SharedCore

/// The catalog as the `InventoryClient` a document feature (bills) posts its stock through.
///
/// A posting's lines are checked and recorded as the catalog's own stock movements would be (the
/// business's ``StockPolicy``, variants, batches drawn first-expiry-first-out, serial numbers), in
/// one transaction per posting, serialised with every other stock adjustment of the process. What
/// is already posted under the posting's reference, per product, variant and batch, counts towards
/// its lines, so posting again records only what is missing.
extension ProductCatalog: InventoryClient {
  /// The products matching `text` (name, SKU, barcode), as inventory items.
  public func items(matching text: String) async throws -> [InventoryItem] {
    try await search(text).map { InventoryItem(product: $0.product, onHand: $0.onHand, ledger: nil) }
  }

  /// The product as an inventory item, with stock per variant and batch; `nil` when there is none.
  public func item(_ productID: String) async throws -> InventoryItem? {
    guard let found = try await product(productID) else { return nil }
    guard found.product.tracksStock else {
      return InventoryItem(product: found.product, onHand: 0, ledger: nil)
    }
    let ledger = try await ledger(found.product.id)
    return InventoryItem(product: ledger.product, onHand: ledger.onHand(), ledger: ledger)
  }

  /// Checks the posting against stock as it is and returns its stock-moving lines as they would be
  /// recorded (base unit, batches filled in).
  public func plan(_ posting: StockPosting) async throws -> [StockPostingLine] {
    var planner = try await StockPostingPlanner(posting: posting, catalog: self, subtractingPosted: false)
    return try planner.plan(policy: configuration.stockPolicy, today: today).lines
  }

  /// Records what of the posting is not recorded yet, creating the batches a purchase brings in.
  public func post(_ posting: StockPosting) async throws {
    try await withStockLock {
      try await addIncomingBatches(of: posting)
      var planner = try await StockPostingPlanner(posting: posting, catalog: self, subtractingPosted: true)
      let planned = try planner.plan(policy: configuration.stockPolicy, today: today).movements
      guard !planned.isEmpty else { return }
      _ = try await movements.commit(try planned.map { try movements.creating($0) })
    }
  }

  /// Moves back whatever the posting's reference moved and nothing has moved back yet.
  public func reverse(_ posting: StockPosting, reason: String, at date: Date) async throws {
    try await withStockLock {
      var reversals: [StockMovement] = []
      for productID in posting.productIDs {
        guard let found = try await product(productID), found.product.tracksStock else { continue }
        let ledger = try await ledger(found.product.id)
        reversals += ledger.reversals(
          of: posting, reason: reason, at: date, timeZone: configuration.timeZone)
      }
      guard !reversals.isEmpty else { return }
      _ = try await movements.commit(try reversals.map { try movements.creating($0) })
    }
  }

  /// Adds to each product the batches a purchase brings in that it does not have yet (number, dates, MRP).
  private func addIncomingBatches(of posting: StockPosting) async throws {
    guard posting.kind.isInbound else { return }
    for productID in posting.productIDs {
      guard var product = try await product(productID)?.product, product.tracksBatches else { continue }
      let incoming = posting.lines.filter { $0.productID == productID }.flatMap(\.batches)
      var added = false
      for batch in incoming where product.batch(batch.number) == nil {
        product.batches.append(
          ProductBatch(
            number: batch.number, manufacturedOn: batch.manufacturedOn, expiresOn: batch.expiresOn, mrp: batch.mrp))
        added = true
      }
      if added { _ = try await save(product) }
    }
  }
}

extension StockPosting {
  /// The products its lines name, in line order, each once.
  var productIDs: [String] {
    var seen: Set<String> = []
    return lines.map(\.productID).filter { seen.insert($0).inserted }
  }
}

extension StockPostingKind {
  /// The ledger's movement kind for it.
  var movementKind: StockMovement.Kind {
    switch self {
    case .sale: .sale
    case .purchase: .purchase
    case .saleReturn: .saleReturn
    case .purchaseReturn: .purchaseReturn
    }
  }
}
