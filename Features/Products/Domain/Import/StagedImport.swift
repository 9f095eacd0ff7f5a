import SharedCore

/// The valid rows of an import waiting to be saved in one transaction: new products under a
/// placeholder id until the store gives them theirs, and changes to existing ones, in file order.
/// A later row with the same SKU replaces the staged product, as a second import would.
///
/// A product may be staged with its store write already made (a row read on another core, see
/// ``ProductCSVRowReader/standalone(_:)``); ``writes(through:)`` makes the others.
struct StagedImport {
  /// A staged product, and its store write when made ahead.
  private struct Pending: Sendable {
    let product: Product
    let isNew: Bool
    let write: SyncLocalWrite?
  }

  private var order: [String] = []
  private var staged: [String: Pending] = [:]

  /// The placeholder id of a product first seen on `line`; never a store id.
  static func placeholderID(line: Int) -> String { "import-line-\(line)" }

  /// The staged product with `id`, if any.
  func product(_ id: String) -> Product? { staged[id]?.product }

  /// Whether `id` is a product this import creates.
  func isNew(_ id: String) -> Bool { staged[id]?.isNew ?? false }

  /// Stages `product` (replacing an earlier row for the same product), with `write`, its store
  /// write, if made ahead.
  mutating func stage(_ product: Product, isNew: Bool, write: SyncLocalWrite? = nil) {
    if staged[product.id] == nil { order.append(product.id) }
    staged[product.id] = Pending(product: product, isNew: isNew, write: write)
  }

  /// The store writes, in file order; those not made ahead are made now, on all cores.
  func writes(through products: SyncCollection<Product>) async throws -> [SyncLocalWrite] {
    let pending = order.compactMap { staged[$0] }
    // One write per product staged without one, in the same order.
    var made = try await pending.filter { $0.write == nil }.concurrentMap { pending in
      pending.isNew
        ? try products.creating(pending.product) : try products.updating(pending.product.id, to: pending.product)
    }.makeIterator()
    return pending.compactMap { $0.write ?? made.next() }
  }
}
