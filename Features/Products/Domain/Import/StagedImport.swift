import SharedCore

/// The valid rows of an import waiting to be saved in one transaction: new products under a
/// placeholder id until the store gives them theirs, and changes to existing ones, in file order.
/// A later row with the same SKU replaces the staged product, as a second import would.
///
/// Products can be encoded for the store while the rest of the file is still being read: take the
/// ones staged since the last time with ``takeUnencoded()``, encode them elsewhere, and hand the
/// results to ``writes(through:encodedAhead:)``, which encodes again only those a later row replaced.
struct StagedImport {
  /// A staged product and the write that saves it, for encoding ahead.
  struct Pending: Sendable {
    let id: String
    let product: Product
    let isNew: Bool
    /// Which staging of the product this is; a later row with its SKU stages it again.
    let revision: Int

    /// The store write that saves this product.
    func write(through products: SyncCollection<Product>) throws -> Encoded {
      Encoded(
        id: id, revision: revision,
        write: isNew ? try products.creating(product) : try products.updating(id, to: product))
    }
  }

  /// A staged product's store write, encoded ahead.
  struct Encoded: Sendable {
    let id: String
    let revision: Int
    let write: SyncLocalWrite
  }

  private var order: [String] = []
  private var staged: [String: Pending] = [:]
  private var revisions = 0
  /// The ids staged since the last ``takeUnencoded()``, in staging order.
  private var unencoded: [String] = []

  /// The placeholder id of a product first seen on `line`; never a store id.
  static func placeholderID(line: Int) -> String { "import-line-\(line)" }

  /// The staged product with `id`, if any.
  func product(_ id: String) -> Product? { staged[id]?.product }

  /// Whether `id` is a product this import creates.
  func isNew(_ id: String) -> Bool { staged[id]?.isNew ?? false }

  /// How many products were staged since the last ``takeUnencoded()``.
  var unencodedCount: Int { unencoded.count }

  /// Stages `product` (replacing an earlier row for the same product).
  mutating func stage(_ product: Product, isNew: Bool) {
    if staged[product.id] == nil { order.append(product.id) }
    revisions += 1
    staged[product.id] = Pending(id: product.id, product: product, isNew: isNew, revision: revisions)
    unencoded.append(product.id)
  }

  /// The products staged since the last call, as they stand now, to encode ahead.
  mutating func takeUnencoded() -> [Pending] {
    defer { unencoded = [] }
    var seen: Set<String> = []
    return unencoded.reversed().compactMap { id in seen.insert(id).inserted ? staged[id] : nil }.reversed()
  }

  /// The store writes, in file order: those `encodedAhead` for the product's last staging, and the
  /// rest encoded now, on all cores.
  func writes(through products: SyncCollection<Product>, encodedAhead: [Encoded] = []) async throws
    -> [SyncLocalWrite]
  {
    var ahead: [String: Encoded] = [:]
    ahead.reserveCapacity(encodedAhead.count)
    for encoded in encodedAhead where encoded.revision == staged[encoded.id]?.revision {
      ahead[encoded.id] = encoded
    }
    let missing = order.compactMap { id in ahead[id] == nil ? staged[id] : nil }
    for encoded in try await missing.concurrentMap({ try $0.write(through: products) }) {
      ahead[encoded.id] = encoded
    }
    return order.compactMap { ahead[$0]?.write }
  }
}
