import Foundation
import SharedCore

/// When two products answer one code: the clashes, and merging a product into the one that holds it.
///
/// Each device checks a new code against the products it holds, so two devices offline can both
/// accept one SKU. The server takes the first and refuses the other's change; a download can also
/// bring a product with a code a local one holds. Lookups then answer the holder first, and
/// ``codeClashes()`` lists what the user resolves: give the product another code (``save(_:)``,
/// ``update(_:with:)``) or merge it into the holder (``merge(_:into:)``).
extension ProductCatalog {
  /// Every product that answers a code another product holds, with the holder: those whose change
  /// the server refused for it first (in the order they were queued), then those on this device, by
  /// code. A product appears once per code.
  public func codeClashes() async throws -> [ProductCodeClash] {
    struct Seen: Hashable {
      var productID: String
      var code: ProductCode
    }
    var clashes: [ProductCodeClash] = []
    var seen: Set<Seen> = []
    for mutation in try await products.rejectedMutations() {
      for clash in mutation.rejection?.clashes ?? [] {
        guard let code = ProductCode(rule: clash.rule, key: clash.key),
          seen.insert(Seen(productID: mutation.recordID, code: code)).inserted
        else { continue }
        clashes.append(
          ProductCodeClash(
            code: code, productID: mutation.recordID, field: clash.field, holderID: clash.holderID,
            source: .refusedByServer))
      }
    }
    let shared = try await store.read { db in
      try ProductCatalogQueries.sharedCodes(in: db).map { shared in
        (shared, try ProductCatalogQueries.products(ids: shared.ids, in: db).map(\.product))
      }
    }
    for (group, holders) in shared {
      guard let holder = holders.first else { continue }
      let code: ProductCode =
        group.isSKU ? .sku(group.key) : .barcode((try? ProductBarcode(group.key)) ?? .other(group.key))
      for product in holders.dropFirst() where seen.insert(Seen(productID: product.id, code: code)).inserted {
        let field = product.heldCodes.first { $0.code == code }?.field ?? ""
        clashes.append(
          ProductCodeClash(code: code, productID: product.id, field: field, holderID: holder.id, source: .onDevice))
      }
    }
    return clashes
  }

  /// Merges a product into `holderID`, the product that holds its code: one product is left, and
  /// its stock is the sum of both.
  ///
  /// - A product the server has never had (created here, its create refused or not sent yet) is
  ///   folded into the holder: its stock movements, and every other record naming it (a bill's
  ///   lines), name the holder from now on, its id finds the holder, and it never reaches the
  ///   server. Batches of its that the holder lacks are added to the holder.
  /// - A product the server has keeps its history: any refused change of it is discarded, its stock
  ///   on hand (per variant and batch, serial numbers included) moves to the holder by a transfer
  ///   out of it and into the holder, and it is archived with its SKUs and barcodes given up, so it
  ///   stays on past bills and answers no code.
  ///
  /// Variants match by id (those a variant matrix generates from option values do on every
  /// device); stock that is not per variant merges only into a product without variants. Runs with
  /// the catalog's other stock writes, one at a time.
  /// - Returns: The holder.
  /// - Throws: ``ProductMergeError``; `SyncStoreError.recordNotFound`; `SyncStoreError.sentToServer`
  ///   when the product's create was sent without an answer yet (sync, then merge).
  public func merge(_ productID: String, into holderID: String) async throws -> ProductListItem {
    try await withStockLock {
      let product = try await requireProduct(productID).product
      guard let found = try await self.product(holderID) else { throw ProductMergeError.holderNotDownloaded(holderID) }
      var holder = found.product
      guard holder.id != product.id else { throw ProductMergeError.sameProduct(product.id) }
      let ledger = try await ledger(product.id)
      let variants = Set(holder.variants.map(\.id))
      if let stray = ledger.movements.first(where: { movement in
        movement.variantId.map { !variants.contains($0) } ?? !variants.isEmpty
      }) {
        throw ProductMergeError.variantNotInHolder(stray.variantId)
      }
      let addedBatches = product.batches.filter { holder.batch($0.number) == nil }
      holder.batches += addedBatches
      if SyncLocalID.isLocal(product.id) {
        // Never acknowledged: nothing of it needs to reach the server.
        if !addedBatches.isEmpty { _ = try await products.update(holder.id, to: holder) }
        try await store.fold(Product.syncType.name, id: product.id, into: holder.id)
      } else {
        try await moveStock(of: product, ledger: ledger, into: holder, holderChanged: !addedBatches.isEmpty)
      }
      return try await requireProduct(holder.id)
    }
  }

  /// Moves a product the server has into `holder`: its stock by transfers, its codes given up.
  private func moveStock(of product: Product, ledger: StockLedger, into holder: Product, holderChanged: Bool)
    async throws
  {
    var product = product
    if try await store.record(Product.syncType.name, id: product.id)?.status.kind == .rejected {
      // Its refused change goes with it: the product returns to the server's state first.
      try await store.discardRejected(Product.syncType.name, id: product.id)
      product = try await requireProduct(product.id).product
    }
    let transfers = Self.transfers(of: ledger, from: product, to: holder, at: now())
    if !transfers.isEmpty, !holder.tracksStock { throw ProductMergeError.holderDoesNotTrackStock(holder.id) }
    var retired = product.withoutCodes
    retired.isArchived = true
    var writes = [try products.updating(product.id, to: retired)]
    if holderChanged { writes.append(try products.updating(holder.id, to: holder)) }
    writes += try transfers.map { try movements.creating($0) }
    _ = try await store.commit(writes)
  }

  /// The transfers that empty `product`'s stock into `holder`, per variant and batch: out of the
  /// product and into the holder for stock on hand (with its serial numbers), the other way for
  /// stock below zero.
  static func transfers(of ledger: StockLedger, from product: Product, to holder: Product, at date: Date)
    -> [StockMovement]
  {
    struct Slot: Hashable {
      var variant: String?
      var batch: String?
    }
    var order: [Slot] = []
    var onHand: [Slot: Decimal] = [:]
    var serials: [Slot: Set<String>] = [:]
    for movement in ledger.movements {
      let slot = Slot(variant: movement.variantId, batch: movement.batch)
      if onHand[slot] == nil { order.append(slot) }
      onHand[slot, default: 0] += movement.delta
      if movement.kind.isInbound {
        serials[slot, default: []].formUnion(movement.serials)
      } else {
        serials[slot, default: []].subtract(movement.serials)
      }
    }
    return order.flatMap { slot -> [StockMovement] in
      guard let quantity = onHand[slot], quantity != 0 else { return [] }
      let outward = quantity > 0
      let moved = outward ? (serials[slot] ?? []).sorted() : []
      return [
        StockMovement(
          id: "", productId: product.id, variantId: slot.variant, kind: outward ? .transferOut : .transferIn,
          quantity: abs(quantity), batch: slot.batch, serials: moved, reason: "Merged into \(holder.name)",
          occurredAt: date),
        StockMovement(
          id: "", productId: holder.id, variantId: slot.variant, kind: outward ? .transferIn : .transferOut,
          quantity: abs(quantity), batch: slot.batch, serials: moved, reason: "Merged from \(product.name)",
          occurredAt: date),
      ]
    }
  }
}
