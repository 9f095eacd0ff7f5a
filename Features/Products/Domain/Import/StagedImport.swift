import SharedCore

/// The valid rows of an import waiting to be saved in one transaction: new products under a
/// placeholder id until the store gives them theirs, and changes to existing ones, in file order.
/// A later row with the same SKU replaces the staged product, as a second import would.
struct StagedImport {
  private var order: [String] = []
  private var staged: [String: (product: Product, isNew: Bool)] = [:]

  /// The placeholder id of a product first seen on `line`; never a store id.
  static func placeholderID(line: Int) -> String { "import-line-\(line)" }

  /// The staged product with `id`, if any.
  func product(_ id: String) -> Product? { staged[id]?.product }

  /// Whether `id` is a product this import creates.
  func isNew(_ id: String) -> Bool { staged[id]?.isNew ?? false }

  /// Stages `product` (replacing an earlier row for the same product).
  mutating func stage(_ product: Product, isNew: Bool) {
    if staged[product.id] == nil { order.append(product.id) }
    staged[product.id] = (product, isNew)
  }

  /// The store writes, in file order, encoded on all cores.
  func writes(through products: SyncCollection<Product>) async throws -> [SyncLocalWrite] {
    let entries = order.compactMap { id in staged[id].map { (id: id, product: $0.product, isNew: $0.isNew) } }
    return try await entries.concurrentMap { entry in
      entry.isNew ? try products.creating(entry.product) : try products.updating(entry.id, to: entry.product)
    }
  }
}
