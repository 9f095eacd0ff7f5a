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

  /// The staged products in file order (a product's first row), and each one's place in it.
  private var pending: [Pending] = []
  private var positions: [String: Int] = [:]

  /// An empty import with room for `rows` products.
  init(rows: Int) {
    pending.reserveCapacity(rows)
    positions.reserveCapacity(rows)
  }

  /// The placeholder id of a product first seen on `line`; never a store id.
  static func placeholderID(line: Int) -> String { "import-line-\(line)" }

  /// The staged product with `id`, if any.
  func product(_ id: String) -> Product? { positions[id].map { pending[$0].product } }

  /// Whether `id` is a product this import creates.
  func isNew(_ id: String) -> Bool { positions[id].map { pending[$0].isNew } ?? false }

  /// Stages `product` (replacing an earlier row for the same product), with `write`, its store
  /// write, if made ahead.
  mutating func stage(_ product: Product, isNew: Bool, write: SyncLocalWrite? = nil) {
    let staged = Pending(product: product, isNew: isNew, write: write)
    if let position = positions[product.id] {
      pending[position] = staged
    } else {
      positions[product.id] = pending.count
      pending.append(staged)
    }
  }

  /// The store writes, in file order; those not made ahead are made now, on all cores.
  func writes(through products: SyncCollection<Product>) async throws -> [SyncLocalWrite] {
    // One write per product staged without one, in the same order.
    var made = try await pending.filter { $0.write == nil }.concurrentMap { staged in
      staged.isNew
        ? try products.creating(staged.product) : try products.updating(staged.product.id, to: staged.product)
    }.makeIterator()
    return pending.compactMap { $0.write ?? made.next() }
  }
}
