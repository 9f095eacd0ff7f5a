import Foundation
import SharedCore

/// The SQL over ``ProductCatalogProjection``'s tables, run inside `SyncStore.read`.
enum ProductCatalogQueries {
  private static let columns = "id, fields, on_hand, is_low_stock, status"
  /// The order of products answering one code (`products_list` as `l`): the holder first. The
  /// server's before this device's own (a local id has no version), then in the order the server
  /// created them (its ids count up, shorter ones first), so every device answers the same one.
  static let holderOrder = "l.version IS NULL, length(l.id), l.id"
  /// ``holderOrder``'s terms as result columns, for a compound query to order by.
  private static let holderColumns = "l.version IS NULL AS unacknowledged, length(l.id) AS id_length, l.id"

  static func page(_ query: ProductListQuery, in db: any SQLiteQuerying) throws -> ProductPage {
    var conditions: [String] = []
    var parameters: [SQLiteValue] = []
    switch query.filter {
    case .all:
      conditions.append("is_archived = 0")
    case .category(let category):
      conditions.append("is_archived = 0 AND category_key = ?")
      parameters.append(.text(ProductSearchText.folded(category)))
    case .lowStock:
      conditions.append("is_archived = 0 AND is_low_stock = 1")
    case .expiringBy(let date):
      conditions.append(
        """
        is_archived = 0 AND id IN (SELECT product_id FROM products_batch_stock
          WHERE in_stock = 1 AND expires_on IS NOT NULL AND expires_on <= ?)
        """)
      parameters.append(.text(date.description))
    case .archived:
      conditions.append("is_archived = 1")
    case .everything:
      break
    }
    let order =
      switch query.sort {
      case .name: "name_key, id"
      case .price: "sale_minor IS NULL, sale_minor, name_key, id"
      }
    let sql = """
      SELECT \(columns) FROM products_list \(conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "))
      ORDER BY \(order) LIMIT ? OFFSET ?
      """
    let rows = try db.query(sql, parameters + [.integer(Int64(query.limit + 1)), .integer(Int64(query.offset))])
    let items = try rows.prefix(query.limit).map(item)
    return ProductPage(items: items, nextOffset: rows.count > query.limit ? query.offset + query.limit : nil)
  }

  /// Exact SKU and barcode hits first, then full-text matches by bm25 rank (name weighs most).
  ///
  /// The `limit` best matches are chosen in the index alone, by score and then by row (the order in
  /// which products were last written), so ties are deterministic and no content is read for a
  /// match that is not shown; only the chosen ones are read from the list, and equal scores among
  /// them are shown by name.
  static func search(
    _ text: String, includeArchived: Bool, limit: Int, phraseCounts: FullTextPhraseCounts, in db: any SQLiteQuerying
  ) throws -> [ProductListItem] {
    let archived = includeArchived ? "" : " AND l.is_archived = 0"
    let decoder = JSONCoders.makeDecoder()
    var items: [ProductListItem] = []
    var seen: Set<String> = []
    let trimmed = text.trimmingWhitespace()
    var exact: [SQLiteRow] = []
    if !trimmed.isEmpty {
      exact += try db.query(
        """
        SELECT \(columns) FROM products_list l JOIN products_skus s ON s.product_id = l.id
        WHERE s.sku_key = ?\(archived) ORDER BY \(holderOrder)
        """, [.text(ProductUniqueness.key(trimmed))])
      if let barcode = try? ProductBarcode(trimmed) {
        exact += try db.query(
          """
          SELECT \(columns) FROM products_list l JOIN products_barcodes b ON b.product_id = l.id
          WHERE b.code = ?\(archived) ORDER BY \(holderOrder)
          """, [.text(barcode.lookupKey)])
      }
    }
    for row in exact {
      let item = try item(row, decoder: decoder)
      if seen.insert(item.id).inserted { items.append(item) }
    }
    guard let match = ProductSearchText.match(text, includeArchived: includeArchived), items.count < limit else {
      return Array(items.prefix(limit))
    }
    let index = ProductCatalogProjection.searchIndex
    let counts = try phraseCounts.argument(for: match.phrases, in: index, db: db)
    // bm25 with the phrases' row counts remembered, not scanned for; the weights follow the index's
    // columns: name, SKU, barcodes, category, custom, state (0).
    let rows = try db.query(
      """
      SELECT \(columns) FROM (
        SELECT rowid AS hit, \(FullTextIndex.countedBM25Function)(products_fts, ?, 10.0, 5.0, 5.0, 2.0, 1.0, 0.0) AS score
        FROM products_fts WHERE products_fts MATCH ? ORDER BY score, rowid LIMIT ?) r
      JOIN products_list l ON l.row = r.hit ORDER BY r.score, l.name_key, r.hit
      """, [.text(counts), .text(match.expression), .integer(Int64(limit))])
    for row in rows where items.count < limit {
      let item = try item(row, decoder: decoder)
      if seen.insert(item.id).inserted { items.append(item) }
    }
    return items
  }

  static func product(_ id: String, in db: any SQLiteQuerying) throws -> ProductListItem? {
    try db.queryFirst("SELECT \(columns) FROM products_list WHERE id = ?", [.text(id)]).map(item)
  }

  /// The products holding the barcode lookup key `code`, the holder first (``holderOrder``).
  static func products(withBarcode code: String, in db: any SQLiteQuerying) throws -> [ProductListItem] {
    try db.query(
      """
      SELECT \(columns) FROM products_list l JOIN products_barcodes b ON b.product_id = l.id
      WHERE b.code = ? ORDER BY \(holderOrder)
      """, [.text(code)]
    ).map(item)
  }

  /// Every product holding `sku` as its own or a variant's SKU.
  static func owners(ofSKU sku: String, in db: any SQLiteQuerying) throws -> [String] {
    try db.query("SELECT product_id FROM products_skus WHERE sku_key = ?", [.text(ProductUniqueness.key(sku))])
      .map { try $0.value(String.self, named: "product_id") }
  }

  /// Every product holding the barcode lookup key `code`, its own or a variant's.
  static func owners(ofBarcode code: String, in db: any SQLiteQuerying) throws -> [String] {
    try db.query("SELECT product_id FROM products_barcodes WHERE code = ?", [.text(code)])
      .map { try $0.value(String.self, named: "product_id") }
  }

  /// Every code two products or more hold, with its holders, the holder first (``holderOrder``):
  /// `(isSKU, key, ids)`, by key.
  static func sharedCodes(in db: any SQLiteQuerying) throws -> [(isSKU: Bool, key: String, ids: [String])] {
    let rows = try db.query(
      """
      SELECT 1 AS is_sku, s.sku_key AS key, \(holderColumns) FROM products_skus s
        JOIN products_list l ON l.id = s.product_id
      WHERE s.sku_key IN (SELECT sku_key FROM products_skus GROUP BY sku_key HAVING count(*) > 1)
      UNION ALL
      SELECT 0, b.code, \(holderColumns) FROM products_barcodes b JOIN products_list l ON l.id = b.product_id
      WHERE b.code IN (SELECT code FROM products_barcodes GROUP BY code HAVING count(*) > 1)
      ORDER BY is_sku DESC, key, unacknowledged, id_length, id
      """)
    var shared: [(isSKU: Bool, key: String, ids: [String])] = []
    for row in rows {
      let isSKU = try row.value(Bool.self, named: "is_sku")
      let key = try row.value(String.self, named: "key")
      let id = try row.value(String.self, named: "id")
      if let last = shared.last, last.isSKU == isSKU, last.key == key {
        shared[shared.count - 1].ids.append(id)
      } else {
        shared.append((isSKU, key, [id]))
      }
    }
    return shared
  }

  /// The products whose own or variants' SKU has the key bound to it: a search of the SKU index's
  /// primary key, each product's list row then found by its id.
  static let productsWithSKUQuery = """
    SELECT \(columns) FROM products_skus s JOIN products_list l ON l.id = s.product_id
    WHERE s.sku_key = ? ORDER BY l.is_archived, l.name_key, l.id
    """

  /// The products using the SKU key `key` (``ProductUniqueness/key(_:)``), their own or a variant's.
  static func products(withSKUKey key: String, in db: any SQLiteQuerying) throws -> [ProductListItem] {
    try db.query(productsWithSKUQuery, [.text(key)]).map(item)
  }

  static func products(ids: [String], in db: any SQLiteQuerying) throws -> [ProductListItem] {
    try ids.compactMap { try product($0, in: db) }
  }

  static func productIDs(category: String?, in db: any SQLiteQuerying) throws -> [String] {
    let rows =
      if let category {
        try db.query(
          "SELECT id FROM products_list WHERE is_archived = 0 AND category_key = ? ORDER BY name_key",
          [.text(ProductSearchText.folded(category))])
      } else {
        try db.query("SELECT id FROM products_list WHERE is_archived = 0 ORDER BY name_key")
      }
    return try rows.map { try $0.value(String.self, named: "id") }
  }

  /// A product other than `id` using the SKU key `key`, its own or a variant's.
  static func otherOwner(ofSKU key: String, besides id: String, in db: any SQLiteQuerying) throws -> String? {
    try db.queryFirst(
      "SELECT product_id FROM products_skus WHERE sku_key = ? AND product_id != ? LIMIT 1", [.text(key), .text(id)]
    )
    .map { try $0.value(String.self, named: "product_id") }
  }

  /// A product other than `id` using the barcode lookup key `code`, its own or a variant's.
  static func otherOwner(ofBarcode code: String, besides id: String, in db: any SQLiteQuerying) throws -> String? {
    try db.queryFirst(
      "SELECT product_id FROM products_barcodes WHERE code = ? AND product_id != ? LIMIT 1", [.text(code), .text(id)]
    )
    .map { try $0.value(String.self, named: "product_id") }
  }

  static func namesakes(of name: String, in db: any SQLiteQuerying) throws -> [String] {
    try db.query("SELECT id FROM products_list WHERE name_key = ?", [.text(ProductSearchText.folded(name))])
      .map { try $0.value(String.self, named: "id") }
  }

  static func alertCandidates(today: CalendarDate, nearExpiryDays: Int, in db: any SQLiteQuerying) throws
    -> [String]
  {
    let horizon = CalendarDate(dayNumber: today.dayNumber + nearExpiryDays)
    return try db.query(
      """
      SELECT id FROM products_list WHERE is_archived = 0 AND tracks_stock = 1 AND (is_low_stock = 1 OR id IN (
        SELECT product_id FROM products_batch_stock WHERE in_stock = 1 AND expires_on <= ?))
      ORDER BY name_key
      """, [.text(horizon.description)]
    ).map { try $0.value(String.self, named: "id") }
  }

  /// Every SKU and barcode in the catalog with its product, for an import's uniqueness checks; a
  /// code two products hold (a clash) with its holder (``holderOrder``), which an import row updates.
  static func uniquenessIndex(in db: any SQLiteQuerying) throws -> ProductUniqueness {
    var skus: [String: String] = [:]
    for row in try db.query(
      "SELECT s.sku_key, l.id FROM products_skus s JOIN products_list l ON l.id = s.product_id ORDER BY \(holderOrder)")
    {
      let key = try row.value(String.self, named: "sku_key")
      if skus[key] == nil { skus[key] = try row.value(String.self, named: "id") }
    }
    var barcodes: [String: String] = [:]
    for row in try db.query(
      "SELECT b.code, l.id FROM products_barcodes b JOIN products_list l ON l.id = b.product_id ORDER BY \(holderOrder)"
    ) {
      let code = try row.value(String.self, named: "code")
      if barcodes[code] == nil { barcodes[code] = try row.value(String.self, named: "id") }
    }
    return ProductUniqueness(skuOwners: skus, barcodeOwners: barcodes)
  }

  private static func item(_ row: SQLiteRow) throws -> ProductListItem {
    try item(row, decoder: JSONCoders.makeDecoder())
  }

  /// The item in `row`, its fields decoded with `decoder` (one decoder serves every row of a query).
  private static func item(_ row: SQLiteRow, decoder: JSONDecoder) throws -> ProductListItem {
    let id = try row.value(String.self, named: "id")
    let fields = try row.value(String.self, named: "fields")
    var product = try decoder.decode(Product.self, from: Data(fields.utf8))
    product.id = id
    return ProductListItem(
      product: product, onHand: try DecimalParser.parse(try row.value(String.self, named: "on_hand")),
      isLowStock: try row.value(Bool.self, named: "is_low_stock"),
      status: ProductSyncStatus(rawValue: try row.value(String.self, named: "status")) ?? .pending)
  }
}
