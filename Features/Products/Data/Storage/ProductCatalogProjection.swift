import Foundation
import SharedCore

/// The tables the product screens read, kept inside the sync store's transactions:
///
/// - `products_list`: one row per product with its fields (as JSON, so that a page or a search
///   reads one row per product), sort keys, filter flags (low stock, archived) and on-hand stock,
///   exact, as text;
/// - `products_fts`: an FTS5 index over name, SKU, barcodes, category and custom text fields, with
///   diacritics folded and Devanagari words kept whole (vowel signs are token characters), and
///   prefix indexes for two and three characters, so the words of a query typed so far are looked
///   up, not scanned for; a sixth column, `state`, holds a word no query can type for an archived
///   product (and nothing otherwise), so search leaves archived products out inside the index and ranks its
///   matches without reading their list rows; a transaction that writes 1,000 products or more (an
///   import, a bulk insert) compacts the index into one segment, so searches stay fast after it; and
///   every transaction that changes the index records a new generation for it, under which search
///   remembers how many products each query phrase matches (see `FullTextPhraseCounts`);
/// - `products_barcodes`: barcode lookup keys (14-digit GTINs) → product, its variants' included;
/// - `products_skus`: SKU keys (trimmed, uppercased) → product, its variants' included;
/// - `products_movements`: each movement's signed quantity, to derive stock;
/// - `products_batch_stock`: each declared batch's expiry and on-hand stock.
///
/// Stock is derived here from the movements, never stored by the app: on-hand always equals the sum
/// of the movements the store holds, local and downloaded alike.
public struct ProductCatalogProjection: SyncProjection {
  /// `products.catalog`.
  public let name = "products.catalog"
  /// Bump when the tables or what goes into them change.
  public let version = 7
  /// Products and stock movements.
  public let recordTypes = [ProductsSyncTypes.products.name, ProductsSyncTypes.stockMovements.name]

  /// The search index, compacted after a transaction that writes 1,000 products or more.
  static let searchIndex = FullTextIndex(table: "products_fts")

  /// The projection.
  public init() {}

  /// Creates the tables empty.
  public func rebuildSchema(in db: any SQLiteQuerying) throws {
    try db.execute(
      sql: """
        DROP TABLE IF EXISTS products_list;
        DROP TABLE IF EXISTS products_fts;
        DROP TABLE IF EXISTS products_barcodes;
        DROP TABLE IF EXISTS products_skus;
        DROP TABLE IF EXISTS products_movements;
        DROP TABLE IF EXISTS products_batch_stock;
        CREATE TABLE products_list (
          row INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name_key TEXT NOT NULL, category_key TEXT,
          sale_minor INTEGER, is_archived INTEGER NOT NULL, tracks_stock INTEGER NOT NULL,
          low_stock_threshold TEXT, on_hand TEXT NOT NULL DEFAULT '0', is_low_stock INTEGER NOT NULL DEFAULT 0,
          status TEXT NOT NULL, version INTEGER, fields TEXT NOT NULL);
        CREATE INDEX products_list_name ON products_list (is_archived, name_key);
        CREATE INDEX products_list_category ON products_list (category_key, is_archived, name_key);
        CREATE VIRTUAL TABLE products_fts USING fts5(
          name, sku, barcodes, category, custom, state,
          tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'", prefix = '2 3');
        CREATE TABLE products_barcodes (
          code TEXT NOT NULL, product_id TEXT NOT NULL, PRIMARY KEY (code, product_id)) WITHOUT ROWID;
        CREATE INDEX products_barcodes_product ON products_barcodes (product_id);
        CREATE TABLE products_skus (
          sku_key TEXT NOT NULL, product_id TEXT NOT NULL, PRIMARY KEY (sku_key, product_id)) WITHOUT ROWID;
        CREATE INDEX products_skus_product ON products_skus (product_id);
        CREATE TABLE products_movements (
          id TEXT PRIMARY KEY, product_id TEXT NOT NULL, variant_id TEXT, batch TEXT, delta TEXT NOT NULL,
          occurred_at REAL NOT NULL);
        CREATE INDEX products_movements_product ON products_movements (product_id, occurred_at);
        CREATE TABLE products_batch_stock (
          product_id TEXT NOT NULL, batch TEXT NOT NULL, expires_on TEXT, on_hand TEXT NOT NULL DEFAULT '0',
          in_stock INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (product_id, batch));
        CREATE INDEX products_batch_stock_expiry ON products_batch_stock (in_stock, expires_on);
        """)
    try Self.searchIndex.didCreate(in: db)
  }

  /// Brings the tables up to date with the touched products and movements.
  ///
  /// For a bulk write, the products' rows are derived on another core, a chunk ahead of the
  /// statements that write them (this runs on the database's queue, never on the cooperative pool,
  /// for a write of more than a few records).
  public func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws {
    let upserts = changes.compactMap { change -> SyncRecord? in
      guard case .upsert(let record) = change, record.type == ProductsSyncTypes.products.name else { return nil }
      return record
    }
    let rows = LookaheadMap(upserts, chunkSize: Self.rowsPerChunk, ProductCatalogRow.init)
    // A product row is written with its stock; only products whose movements change after their row
    // was written need their stock summed again.
    var touchedProducts: Set<String> = []
    var indexedProducts = 0
    var indexChanged = false
    for change in changes {
      switch change.type {
      case ProductsSyncTypes.products.name:
        if case .upsert = change, let row = try rows.next() {
          try writeProduct(row, in: db)
          indexedProducts += 1
          indexChanged = true
        } else if try removeProduct(change.id, in: db) {
          indexChanged = true
        }
        touchedProducts.remove(change.id)
      case ProductsSyncTypes.stockMovements.name:
        if let old = try db.queryFirst("SELECT product_id FROM products_movements WHERE id = ?", [.text(change.id)]) {
          touchedProducts.insert(try old.value(String.self, named: "product_id"))
          try db.run("DELETE FROM products_movements WHERE id = ?", [.text(change.id)])
        }
        if case .upsert(let record) = change {
          let movement = try Self.decode(StockMovement.self, record)
          try db.run(
            """
            INSERT INTO products_movements (id, product_id, variant_id, batch, delta, occurred_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
            [
              .text(record.id), .text(movement.productId), movement.variantId.map(SQLiteValue.text) ?? .null,
              movement.batch.map(SQLiteValue.text) ?? .null, .text(movement.delta.plainString),
              .real(movement.occurredAt.timeIntervalSince1970),
            ])
          touchedProducts.insert(movement.productId)
        }
      default:
        continue
      }
    }
    for productId in touchedProducts { try refreshStock(of: productId, in: db) }
    if indexChanged { try Self.searchIndex.didWrite(rows: indexedProducts, in: db) }
  }

  // MARK: - Products

  /// Removes the product's rows; barcodes and batches are only ever written with its list row.
  /// - Returns: Whether the product had rows (and so a row in the search index).
  private func removeProduct(_ id: String, in db: any SQLiteQuerying) throws -> Bool {
    guard let row = try db.queryFirst("SELECT row FROM products_list WHERE id = ?", [.text(id)]) else { return false }
    try db.run("DELETE FROM products_fts WHERE rowid = ?", [row["row"] ?? .null])
    try db.run("DELETE FROM products_list WHERE id = ?", [.text(id)])
    try db.run("DELETE FROM products_barcodes WHERE product_id = ?", [.text(id)])
    try db.run("DELETE FROM products_skus WHERE product_id = ?", [.text(id)])
    try db.run("DELETE FROM products_batch_stock WHERE product_id = ?", [.text(id)])
    return true
  }

  /// How many products' rows are derived at a time, ahead of their writing, in a bulk write.
  private static let rowsPerChunk = 256

  /// Writes the product's rows, replacing any it had.
  ///
  /// The list row is inserted first, and only when the product already has one are its old rows
  /// removed and the insert made again: a new product (every row of an import of new products)
  /// then costs one statement fewer than removing first would.
  private func writeProduct(_ row: ProductCatalogRow, in db: any SQLiteQuerying) throws {
    let record = row.record
    let product = row.product
    let stock = try stock(of: record.id, in: db)
    let listRow: [SQLiteValue] = [
      .text(record.id), .text(row.nameKey), row.categoryKey.map(SQLiteValue.text) ?? .null,
      product.salePrice.map { .integer($0.minorUnits) } ?? .null, .integer(product.isArchived ? 1 : 0),
      .integer(product.tracksStock ? 1 : 0), product.lowStockThreshold.map { .text($0.plainString) } ?? .null,
      .text(stock.total.plainString),
      .integer(Self.isLow(stock.total, product) ? 1 : 0),
      .text(ProductSyncStatus(record.status).rawValue), record.version.map { .integer(Int64($0)) } ?? .null,
      .text(row.fields),
    ]
    let insertList = """
      INSERT INTO products_list (id, name_key, category_key, sale_minor, is_archived, tracks_stock,
        low_stock_threshold, on_hand, is_low_stock, status, version, fields)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO NOTHING
      """
    if try db.run(insertList, listRow) == 0 {
      _ = try removeProduct(record.id, in: db)
      try db.run(insertList, listRow)
    }
    // Not `RETURNING row`: that statement's savepoint would make FTS5 flush a segment per product.
    let rowid = SQLiteValue.integer(try db.lastInsertRowID)
    let document = row.search
    try db.run(
      """
      INSERT INTO products_fts (rowid, name, sku, barcodes, category, custom, state) VALUES (?, ?, ?, ?, ?, ?, ?)
      """,
      [
        rowid, .text(document.name), .text(document.sku), .text(document.barcodes), .text(document.category),
        .text(document.custom), .text(product.isArchived ? ProductSearchText.archivedState : ""),
      ])
    for code in row.barcodeKeys {
      try db.run("INSERT INTO products_barcodes (code, product_id) VALUES (?, ?)", [.text(code), .text(record.id)])
    }
    for key in row.skuKeys {
      try db.run("INSERT INTO products_skus (sku_key, product_id) VALUES (?, ?)", [.text(key), .text(record.id)])
    }
    for batch in product.batches {
      let onHand = stock.byBatch[batch.number] ?? 0
      try db.run(
        """
        INSERT OR REPLACE INTO products_batch_stock (product_id, batch, expires_on, on_hand, in_stock)
        VALUES (?, ?, ?, ?, ?)
        """,
        [
          .text(record.id), .text(batch.number), batch.expiresOn.map { .text($0.description) } ?? .null,
          .text(onHand.plainString), .integer(onHand > 0 ? 1 : 0),
        ])
    }
  }

  // MARK: - Stock

  /// Sums the product's movements (exactly, in `Decimal`) into its on-hand stock, its low-stock flag
  /// and its batches' stock.
  private func refreshStock(of productId: String, in db: any SQLiteQuerying) throws {
    let (total, byBatch) = try stock(of: productId, in: db)
    guard
      let product = try db.queryFirst(
        "SELECT tracks_stock, is_archived, low_stock_threshold FROM products_list WHERE id = ?", [.text(productId)])
    else { return }
    var isLow = false
    if case .text(let text)? = product["low_stock_threshold"], try product.value(Bool.self, named: "tracks_stock"),
      !(try product.value(Bool.self, named: "is_archived"))
    {
      isLow = total <= (try DecimalParser.parse(text))
    }
    try db.run(
      "UPDATE products_list SET on_hand = ?, is_low_stock = ? WHERE id = ?",
      [.text(total.plainString), .integer(isLow ? 1 : 0), .text(productId)])
    for batch in try db.query("SELECT batch FROM products_batch_stock WHERE product_id = ?", [.text(productId)]) {
      let number = try batch.value(String.self, named: "batch")
      let onHand = byBatch[number] ?? 0
      try db.run(
        "UPDATE products_batch_stock SET on_hand = ?, in_stock = ? WHERE product_id = ? AND batch = ?",
        [.text(onHand.plainString), .integer(onHand > 0 ? 1 : 0), .text(productId), .text(number)])
    }
  }

  /// The sum of the product's movements, in all and per batch.
  private func stock(of productId: String, in db: any SQLiteQuerying) throws
    -> (total: Decimal, byBatch: [String: Decimal])
  {
    var total = Decimal.zero
    var byBatch: [String: Decimal] = [:]
    for row in try db.query("SELECT batch, delta FROM products_movements WHERE product_id = ?", [.text(productId)]) {
      let delta = try DecimalParser.parse(try row.value(String.self, named: "delta"))
      total += delta
      if case .text(let batch)? = row["batch"] { byBatch[batch, default: 0] += delta }
    }
    return (total, byBatch)
  }

  /// Whether a product that tracks stock and is not archived is at or below its threshold.
  private static func isLow(_ onHand: Decimal, _ product: Product) -> Bool {
    guard let threshold = product.lowStockThreshold, product.tracksStock, !product.isArchived else { return false }
    return onHand <= threshold
  }

  static func decode<Value: Decodable>(_ type: Value.Type, _ record: SyncRecord) throws -> Value {
    try JSONValueDecoder().decode(Value.self, from: .object(record.fields))
  }
}
