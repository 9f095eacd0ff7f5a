import Foundation
import SharedCore

extension ProductCatalog {
  /// What creating a product led to.
  public enum CreateOutcome: Sendable, Hashable {
    /// The product is in the catalog (and queued for sync).
    case created(ProductListItem)
    /// Products with the same name exist; nothing was created. Ask the user, then create again with
    /// `allowSameName`.
    case possibleDuplicates([ProductDuplicateFinder.Match])
  }

  /// Validates `draft` and creates the product.
  /// - Parameters:
  ///   - draft: The form's or row's text per field.
  ///   - allowSameName: Create even when another product has the same name.
  /// - Throws: `AppError.validation` with a message per field at fault (a barcode or SKU another
  ///   product uses among them).
  public func create(_ draft: ProductDraft, allowSameName: Bool = false) async throws -> CreateOutcome {
    let uniqueness = try await uniqueness(for: draft)
    let product = try await validator().validate(draft, id: "", uniqueness: uniqueness).get()
    if !allowSameName {
      let namesakes = try await store.read { try ProductCatalogQueries.namesakes(of: product.name, in: $0) }
      if !namesakes.isEmpty { return .possibleDuplicates(namesakes.map { .sameName(productId: $0) }) }
    }
    // The validator checked its SKU and barcodes against the catalog; a draft has no variants.
    return .created(try await createChecked(product))
  }

  /// Creates an already validated product (a variant matrix, an import).
  /// - Throws: `AppError.validation` when its SKUs or barcodes, or its variants', repeat or belong to
  ///   another product.
  public func insert(_ product: Product) async throws -> ProductListItem {
    try await checkCodes(of: product)
    return try await createChecked(product)
  }

  /// Creates `product`, whose SKUs and barcodes are known to be its own.
  private func createChecked(_ product: Product) async throws -> ProductListItem {
    let record = try await products.create(product)
    return try await requireProduct(record.id)
  }

  /// Creates already validated products together, in one transaction (all or none): a catalog
  /// seeded from another system, a generated variant range.
  /// - Returns: The products' ids (local until synced), in order.
  public func insert(contentsOf products: [Product]) async throws -> [String] {
    let collection = self.products
    let writes = try await products.concurrentMap { try collection.creating($0) }
    // The store's records carry the ids; decoding every product back would only be thrown away.
    return try await store.commit(writes).compactMap { $0?.id }
  }

  /// Validates `draft` against the product's current state and saves it.
  /// - Throws: `AppError.validation`, or `SyncStoreError.recordNotFound`.
  public func update(_ id: String, with draft: ProductDraft) async throws -> ProductListItem {
    let existing = try await requireProduct(id).product
    let uniqueness = try await uniqueness(for: draft, keeping: existing)
    let product = try await validator().validate(
      draft, id: existing.id, existing: existing, uniqueness: uniqueness
    )
    .get()
    return try await save(product)
  }

  /// Saves a changed product as it is (variants, batches, flags set in code).
  /// - Throws: `AppError.validation` when its SKUs or barcodes, or its variants', repeat or belong to
  ///   another product; `SyncStoreError.recordNotFound`.
  ///
  /// Giving a product another code is how a clash is resolved by renaming (``codeClashes()``): when
  /// the server refused the product's change for a code another product holds, the saved product
  /// replaces that parked change and goes with the next sync, under a new idempotency key (its
  /// content is new; the refused request changed nothing on the server).
  public func save(_ product: Product) async throws -> ProductListItem {
    try await checkCodes(of: product, existing: try await requireProduct(product.id).product)
    let record = try await products.update(product.id, to: product)
    return try await requireProduct(record.id)
  }

  /// Archives (or restores) a product: it leaves lists, search and alerts but stays on past bills.
  public func archive(_ id: String, archived: Bool = true) async throws -> ProductListItem {
    var product = try await requireProduct(id).product
    product.isArchived = archived
    return try await save(product)
  }

  /// Deletes a product. Its stock movements stay in the ledger (they are append-only).
  public func delete(_ id: String) async throws {
    try await products.delete(id)
  }

  /// Changes the sale price of every active product in `category` (all when `nil`), rounding half up
  /// to the paisa; all or nothing is validated before the first save.
  /// - Returns: The number of products changed.
  /// - Throws: ``BulkPriceChangeError`` when the change cannot apply to a product; nothing changes.
  public func bulkUpdatePrices(category: String?, _ change: BulkPriceChange) async throws -> Int {
    let ids = try await store.read { try ProductCatalogQueries.productIDs(category: category, in: $0) }
    let current = try await store.read { try ProductCatalogQueries.products(ids: ids, in: $0) }.map(\.product)
    let changed = try change.apply(to: current, category: category)
    for product in changed { _ = try await products.update(product.id, to: product) }
    return changed.count
  }

  /// Refuses a product whose SKUs or barcodes (its own and its variants') repeat within it or are
  /// used by another product: every SKU and barcode finds one product. The codes `existing` (the
  /// stored product being changed) already holds are its own, even when another product holds them
  /// too (a clash): a change is refused only for a code it adds, as the server refuses it.
  func checkCodes(of product: Product, existing: Product? = nil) async throws {
    var errors: [AppError.FieldError] = []
    let skus = product.allSKUs.map(ProductUniqueness.key)
    let barcodes = product.allBarcodes.map(\.lookupKey)
    if Set(skus).count != skus.count {
      errors.append(.init(field: "variants", message: "Two SKUs of this product are the same.", code: "duplicate"))
    }
    if Set(barcodes).count != barcodes.count {
      errors.append(.init(field: "variants", message: "Two barcodes of this product are the same.", code: "duplicate"))
    }
    let heldSKUs = Set(existing?.allSKUs.map(ProductUniqueness.key) ?? [])
    let heldBarcodes = Set(existing?.allBarcodes.map(\.lookupKey) ?? [])
    let addedSKUs = skus.filter { !heldSKUs.contains($0) }
    let addedBarcodes = barcodes.filter { !heldBarcodes.contains($0) }
    let taken = try await store.read { db in
      (
        skus: try addedSKUs.filter {
          try ProductCatalogQueries.otherOwner(ofSKU: $0, besides: product.id, in: db) != nil
        },
        barcodes: try addedBarcodes.filter {
          try ProductCatalogQueries.otherOwner(ofBarcode: $0, besides: product.id, in: db) != nil
        }
      )
    }
    for sku in taken.skus {
      errors.append(
        .init(field: "variants", message: "Another product already uses the SKU \(sku).", code: "duplicate"))
    }
    for code in taken.barcodes {
      errors.append(
        .init(field: "variants", message: "Another product already uses the barcode \(code).", code: "duplicate"))
    }
    if !errors.isEmpty { throw AppError.validation(errors) }
  }
}
