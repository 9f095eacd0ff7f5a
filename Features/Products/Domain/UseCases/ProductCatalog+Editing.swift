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
    let product = try configuration.validator.validate(draft, id: "", uniqueness: uniqueness).get()
    if !allowSameName {
      let namesakes = try await store.read { try ProductCatalogQueries.namesakes(of: product.name, in: $0) }
      if !namesakes.isEmpty { return .possibleDuplicates(namesakes.map { .sameName(productId: $0) }) }
    }
    return .created(try await insert(product))
  }

  /// Creates an already validated product (a variant matrix, an import).
  public func insert(_ product: Product) async throws -> ProductListItem {
    let record = try await products.create(product)
    return try await requireProduct(record.id)
  }

  /// Creates already validated products together, in one transaction (all or none): a catalog
  /// seeded from another system, a generated variant range.
  /// - Returns: The products' ids (local until synced), in order.
  public func insert(contentsOf products: [Product]) async throws -> [String] {
    let writes = try products.map { try self.products.creating($0) }
    // The store's records carry the ids; decoding every product back would only be thrown away.
    return try await store.commit(writes).compactMap { $0?.id }
  }

  /// Validates `draft` against the product's current state and saves it.
  /// - Throws: `AppError.validation`, or `SyncStoreError.recordNotFound`.
  public func update(_ id: String, with draft: ProductDraft) async throws -> ProductListItem {
    let existing = try await requireProduct(id).product
    let uniqueness = try await uniqueness(for: draft)
    let product = try configuration.validator.validate(
      draft, id: existing.id, existing: existing, uniqueness: uniqueness
    )
    .get()
    return try await save(product)
  }

  /// Saves a changed product as it is (variants, batches, flags set in code).
  public func save(_ product: Product) async throws -> ProductListItem {
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
}
