import Foundation
import SharedCore

/// The product use cases over the offline-first store: list, search, look up, create, edit,
/// archive, delete, stock, alerts and bulk prices. Every write applies locally at once (lists and
/// search see it immediately) and is queued for sync in the same transaction.
///
/// ```swift
/// let catalog = try ProductCatalog(store: store)
/// let outcome = try await catalog.create(ProductDraft([.name: "Basmati Rice", .salePrice: "120"]))
/// let hits = try await catalog.search("basm ric")
/// let scanned = try await catalog.lookup(barcode: "036000291452")   // finds its EAN-13 too
/// let medium = try await catalog.lookup(sku: "ts-blu-m").first?.variant
/// ```
public struct ProductCatalog: Sendable {
  /// The store holding products and stock movements.
  public let store: any SyncStore
  /// The business's settings.
  public let configuration: ProductsConfiguration
  /// The open company's product fields, if the app keeps them in its settings (SettingsFeature): they
  /// replace ``ProductsConfiguration/customFields`` in validation and CSV files.
  public let productFields: (any CompanyProductFieldsSource)?
  let products: SyncCollection<Product>
  let movements: SyncCollection<StockMovement>
  let now: @Sendable () -> Date
  /// How many products each search phrase matches, remembered while the index is unchanged.
  let searchPhraseCounts = FullTextPhraseCounts()

  /// The catalog over `store`, whose schema must hold ``ProductsSyncTypes/all`` and whose
  /// projections must include ``ProductCatalogProjection``.
  /// - Throws: `SyncCollectionError.typeNotInSchema` when the store lacks the types.
  public init(
    store: any SyncStore, configuration: ProductsConfiguration = ProductsConfiguration(),
    productFields: (any CompanyProductFieldsSource)? = nil, now: @escaping @Sendable () -> Date = { Date() }
  ) throws {
    self.store = store
    self.configuration = configuration
    self.productFields = productFields
    self.products = try SyncCollection(store: store)
    self.movements = try SyncCollection(store: store)
    self.now = now
  }

  /// Today in the business's time zone.
  public var today: CalendarDate { CalendarDate(now(), in: configuration.timeZone) }

  // MARK: - Reading

  /// One page of products.
  public func list(_ query: ProductListQuery = ProductListQuery()) async throws -> ProductPage {
    try await store.read { try ProductCatalogQueries.page(query, in: $0) }
  }

  /// Products matching what the user typed: exact SKU and barcode hits first, then every word as a
  /// prefix of a word in the name, SKU, barcodes, category or custom text ("blu tsh" finds
  /// "Blue T-Shirt"), ranked by relevance. Accents are ignored; Devanagari words stay whole.
  public func search(_ text: String, limit: Int = 50, includeArchived: Bool = false) async throws
    -> [ProductListItem]
  {
    try await store.read {
      try ProductCatalogQueries.search(
        text, includeArchived: includeArchived, limit: limit, phraseCounts: searchPhraseCounts, in: $0)
    }
  }

  /// The product, if it exists (a replaced local id still finds it).
  public func product(_ id: String) async throws -> ProductListItem? {
    if let item = try await store.read({ try ProductCatalogQueries.product(id, in: $0) }) { return item }
    guard let record = try await products.record(id) else { return nil }
    return try await store.read { try ProductCatalogQueries.product(record.id, in: $0) }
  }

  /// The products carrying a scanned barcode: any GTIN form finds the product stored with another
  /// (a UPC-A scan finds the EAN-13), a shop code matches as written.
  /// - Throws: ``ProductBarcodeError`` for a GTIN with a wrong check digit.
  public func lookup(barcode text: String) async throws -> [ProductListItem] {
    let barcode = try ProductBarcode(text)
    return try await store.read { try ProductCatalogQueries.products(withBarcode: barcode.lookupKey, in: $0) }
  }

  /// The products using `sku` exactly, as their own SKU or a variant's, each with the variant that
  /// carries it: compared trimmed and case-insensitively (``ProductUniqueness/key(_:)``), answered
  /// from the SKU index. Products in use come first, then archived ones, each group by name; the
  /// catalog lets one product at a time take an SKU, so there is one match, or none.
  ///
  /// ```swift
  /// let match = try await catalog.lookup(sku: "ts-blu-m").first
  /// let size = match?.variant?.options["Size"]   // "M"; nil when the product's own SKU matched
  /// ```
  public func lookup(sku: String) async throws -> [ProductSKUMatch] {
    let key = ProductUniqueness.key(sku)
    guard !key.isEmpty else { return [] }
    let items = try await store.read { try ProductCatalogQueries.products(withSKUKey: key, in: $0) }
    return items.compactMap { ProductSKUMatch($0, key: key) }
  }

  // MARK: - Helpers

  func requireProduct(_ id: String) async throws -> ProductListItem {
    guard let item = try await product(id) else {
      throw SyncStoreError.recordNotFound(type: Product.syncType.name, id: id)
    }
    return item
  }

  /// The products that own the draft's SKU and barcodes, for the uniqueness checks. The codes
  /// `existing` (the product being edited) already holds stay its own, even when another product
  /// holds them too (a clash): an edit is refused only for a code it adds, as the server refuses it.
  func uniqueness(for draft: ProductDraft, keeping existing: Product? = nil) async throws -> ProductUniqueness {
    let sku = draft[.sku]
    let codes = draft[.barcodes].split(whereSeparator: { $0 == "," || $0 == " " || $0 == ";" })
      .compactMap { try? ProductBarcode(String($0)).lookupKey }
    let owners = try await store.read { db in
      var ids: Set<String> = []
      if !sku.isEmpty { ids.formUnion(try ProductCatalogQueries.owners(ofSKU: sku, in: db)) }
      for code in codes { ids.formUnion(try ProductCatalogQueries.owners(ofBarcode: code, in: db)) }
      if let existing { ids.remove(existing.id) }
      return try ProductCatalogQueries.products(ids: ids.sorted(), in: db).map(\.product)
    }
    var uniqueness = ProductUniqueness(owners)
    if let existing { uniqueness.add(existing) }
    return uniqueness
  }

  func stored(_ record: SyncedRecord<Product>) -> Product {
    var product = record.value
    product.id = record.id
    return product
  }
}
