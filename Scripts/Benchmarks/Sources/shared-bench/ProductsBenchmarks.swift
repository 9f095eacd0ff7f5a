import Foundation
import GRDB
import GRDBSQLite
import IndiaTax
import ProductsFeature
import SharedCore
import SharedPlatform

/// ProductsFeature's local store and CSV against the goals, peers in the same run:
/// 100,000 products created through the sync store (one local write + queued mutation + projection
/// per product) against GRDB doing the same rows and statements, and against SQLite alone (those rows
/// through its C API, no work but the statements); FTS two-word prefix queries over
/// them, alone and while a bulk write runs on the same catalog; a 50,000-row CSV import; and
/// parse-only against CSV.swift 2.5.2 and SwiftCSV 0.10.0.
enum ProductsBenchmarks: BenchmarkSuite {
  static let name = "products"

  static let productCount = 100_000
  static let importRows = 50_000

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-products-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    Report.comparisonHeader("Products: local store vs GRDB 7.10.0", peer: "GRDB")
    let unit = try ProductUnit("pcs")
    let gst = try GSTRate("5")
    let products = (0..<productCount).map { sampleProduct($0, unit: unit, gst: gst) }
    // Each round (the warm-up, then the measured one) inserts into empty databases of its own, set
    // up before the clock starts, so both sides insert into the same state and the searches below
    // run over exactly 100,000 products.
    let rounds = 2
    var catalogs: [ProductCatalog] = []
    var pools: [DatabasePool] = []
    for round in 0..<rounds {
      let catalog = try makeCatalog(directory.appendingPathComponent("ours-\(round).sqlite"))
      _ = try await catalog.list()
      catalogs.append(catalog)
      let pool = try DatabasePool(
        path: directory.appendingPathComponent("grdb-\(round).sqlite").path, configuration: grdbConfiguration())
      try await pool.write { db in try db.execute(sql: GRDBMirror.schema) }
      pools.append(pool)
    }
    // SQLite alone first, on a quiet machine; then ours and GRDB, interleaved.
    let floorRows = try SQLiteInsertFloor.rows(products)
    let floorDatabases = try (0..<rounds).map {
      try SQLiteInsertFloor.open(
        directory.appendingPathComponent("floor-\($0).sqlite").path,
        cacheKibibytes: SQLiteConfiguration.inMemory.cacheKibibytes)
    }
    defer { floorDatabases.forEach { sqlite3_close_v2($0) } }
    var floorRound = 0
    let floor = try Benchmark.measure(
      "SQLite alone: the same rows, values precomputed", samples: rounds - 1, iterations: 1
    ) {
      try SQLiteInsertFloor.insert(floorRows, into: floorDatabases[floorRound])
      floorRound += 1
    }
    Benchmark.settle()
    var oursRound = 0
    var theirsRound = 0
    let inserts = try await Benchmark.measureSideBySideAsync(
      "insert 100,000 products (one transaction)", samples: rounds - 1, iterations: 1,
      ours: {
        blackHole(try await catalogs[oursRound].insert(contentsOf: products))
        // Counted here as GRDB and SQLite alone count it at their commits.
        try await WriteAheadLog.waitUntilCopied(directory.appendingPathComponent("ours-\(oursRound).sqlite").path)
        oursRound += 1
      },
      theirs: {
        try await GRDBMirror.insert(products, into: pools[theirsRound])
        theirsRound += 1
      })
    let catalog = catalogs[rounds - 1]
    Report.comparison(inserts, goal: 1)
    Report.note("ours: \(Report.format(inserts.ours.median)) for 100,000 (goal < 2 s)")
    Report.note(
      "SQLite alone, the same rows through its C API with every value computed beforehand (measured first): "
        + "\(Report.format(floor.median)), the least any store can take for them on this machine")

    Report.header("Products: search and import")
    Benchmark.settle()
    var generator = SplitMix64(seed: 11)
    let words = ["blu tsh", "red sar", "gre kur", "बास चा", "cot shi", "sil sar"]
    let search = try await Benchmark.measureAsync(
      "FTS two-word prefix query (100,000 products)", samples: 500, iterations: 1
    ) {
      blackHole(try await catalog.search(words[Int(generator.next() % UInt64(words.count))], limit: 20))
    }
    Report.line(search, target: "p95 < 5 ms; p95 = \(Report.format(search.percentile(0.95)))")

    // The same searches while 20,000 more products are inserted into the same catalog in one
    // transaction: searches run beside the writer, on the snapshot committed before it.
    let more = (productCount..<productCount + 20_000).map { sampleProduct($0, unit: unit, gst: gst) }
    let clock = ContinuousClock()
    let writeStart = clock.now
    let written = WriteCompletion()
    let writing = Task {
      do {
        _ = try await catalog.insert(contentsOf: more)
      } catch {
        await written.finish()
        throw error
      }
      await written.finish()
    }
    var during: [Double] = []
    repeat {
      let start = clock.now
      blackHole(try await catalog.search(words[Int(generator.next() % UInt64(words.count))], limit: 20))
      during.append((clock.now - start).nanoseconds)
    } while await !written.isFinished
    _ = try await writing.value
    let writeTime = clock.now - writeStart
    let beside = Benchmark.Result(name: "FTS query during a 20,000-product write", nanosecondsPerOperation: during)
    let spread = "p95 = \(Report.format(beside.percentile(0.95))), max = \(Report.format(beside.percentile(1)))"
    Report.line(beside, target: spread)
    Report.note("\(during.count) searches answered during the \(Report.format(writeTime.nanoseconds)) write")

    // The write above leaves its log to be copied in the background: the import starts once it is.
    try await WriteAheadLog.waitUntilCopied(directory.appendingPathComponent("ours-\(rounds - 1).sqlite").path)
    Benchmark.settle()
    let csv = importCSV()
    try await ProductsImportBenchmarks.measure(csv, samples: 1, in: directory)

    let text = String(decoding: csv, as: UTF8.self)
    let expected = try parseWithCSVSwift(text)
    // The import just wrote a database of its own: its write-back must not land on the parses.
    Benchmark.settle()
    Report.comparisonHeader("CSV parse-only, 50,000 rows", peer: "peer")
    // Each side does the work its peer does: CSV.swift hands out one row at a time and keeps none,
    // as `forEachRecord` does; SwiftCSV keeps every row, as `read` does. Freeing what was kept is
    // part of the work on both sides.
    Report.comparison(
      try Benchmark.measureSideBySide(
        "stream vs CSV.swift 2.5.2", samples: 5, iterations: 1,
        ours: {
          var fields = 0
          SharedCore.CSVReader().forEachRecord(in: csv) { fields += $0.fields.count }
          precondition(fields == expected)
        },
        theirs: { blackHole(try parseWithCSVSwift(text)) }), goal: 3)
    Report.comparison(
      try Benchmark.measureSideBySide(
        "document vs SwiftCSV 0.10.0", samples: 5, iterations: 1,
        ours: {
          let document = SharedCore.CSVReader().read(csv)
          precondition(document.records.reduce(0) { $0 + $1.fields.count } == expected)
        },
        theirs: { blackHole(try parseWithSwiftCSV(text)) }), goal: 3)
  }

  static func makeCatalog(_ file: URL) throws -> ProductCatalog {
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.file(file)), schema: SyncSchema(ProductsSyncTypes.all),
      projections: [ProductCatalogProjection()])
    return try ProductCatalog(store: store)
  }

  static func grdbConfiguration() -> Configuration {
    var configuration = Configuration()
    // The settings SQLiteConfiguration applies by default, so the peers differ in code, not settings.
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
      try db.execute(sql: "PRAGMA cache_size = -\(SQLiteConfiguration.inMemory.cacheKibibytes)")
    }
    return configuration
  }

  static let adjectives = ["Blue", "Red", "Green", "Cotton", "Silk", "बासमती", "Black", "Printed"]
  static let nouns = ["T-Shirt", "Saree", "Kurta", "चावल", "Shirt", "Dupatta", "Jeans", "Towel"]

  static func sampleProduct(_ index: Int, unit: ProductUnit, gst: GSTRate) -> Product {
    let name = "\(adjectives[index % adjectives.count]) \(nouns[(index / 8) % nouns.count]) \(index)"
    return Product(
      id: "", name: name, sku: "SKU-\(index)", category: ["Apparel", "Grocery", "Home"][index % 3],
      unit: unit, salePrice: Money(minorUnits: Int64(index % 100_000) * 100 + 50, currency: .inr), gstRate: gst,
      lowStockThreshold: 5)
  }

  static func importCSV() -> Data {
    var writer = SharedCore.CSVWriter()
    writer.append(["Item Name", "SKU Code", "Selling Price", "GST %", "HSN", "Category", "Low Stock Threshold"])
    for index in 0..<importRows {
      writer.append([
        "\(adjectives[index % 8]) \(nouns[(index / 8) % 8]), size \(index % 5)", "IMP-\(index)",
        index.isMultiple(of: 3) ? "1,23,456.50" : "\(index % 1000).25", "18", "6109", "Apparel", "3",
      ])
    }
    return Data(writer.text.utf8)
  }
}

/// Whether a write running in another task has finished.
private actor WriteCompletion {
  private(set) var isFinished = false

  func finish() { isFinished = true }
}

/// The same rows and statements as the sync store writes for a local create, through GRDB: the
/// record, its queued mutation, the list row, its SKU key, the FTS row (with the same indexed text),
/// in one transaction, keyed by the same time-ordered local ids.
enum GRDBMirror {
  static let schema = """
    CREATE TABLE sync_records (type TEXT NOT NULL, id TEXT NOT NULL, version INTEGER, fields TEXT NOT NULL,
      status TEXT NOT NULL, PRIMARY KEY (type, id));
    CREATE TABLE sync_mutations (seq INTEGER PRIMARY KEY, type TEXT NOT NULL, record_id TEXT NOT NULL,
      kind TEXT NOT NULL, fields TEXT, idempotency_key TEXT NOT NULL);
    CREATE TABLE products_list (
      row INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name_key TEXT NOT NULL, category_key TEXT,
      sale_minor INTEGER, is_archived INTEGER NOT NULL, tracks_stock INTEGER NOT NULL,
      low_stock_threshold TEXT, on_hand TEXT NOT NULL DEFAULT '0', is_low_stock INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL, version INTEGER, fields TEXT NOT NULL);
    CREATE INDEX products_list_name ON products_list (is_archived, name_key);
    CREATE INDEX products_list_category ON products_list (category_key, is_archived, name_key);
    CREATE TABLE products_skus (
      sku_key TEXT NOT NULL, product_id TEXT NOT NULL, PRIMARY KEY (sku_key, product_id)) WITHOUT ROWID;
    CREATE INDEX products_skus_product ON products_skus (product_id);
    CREATE VIRTUAL TABLE products_fts USING fts5(
      name, sku, barcodes, category, custom, state,
      tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
      prefix = '2 3');
    """

  /// The text ProductsFeature indexes for a name or SKU: as written, then each word with in-word
  /// punctuation closed up ("T-Shirt TShirt"), so both sides tokenise the same words.
  static func searchable(_ text: String) -> String {
    let punctuation = "-.'/_".unicodeScalars
    let closedUp = text.split(separator: " ").filter { $0.unicodeScalars.contains(where: punctuation.contains) }
      .map { String(String.UnicodeScalarView($0.unicodeScalars.filter { !punctuation.contains($0) })) }
    return ([text] + closedUp).joined(separator: " ")
  }

  /// One product's values for its rows, computed as the sync store computes them for a local
  /// create: a new time-ordered local id, the sorted-keys JSON, a new idempotency key, the list
  /// row's keys and the indexed search text.
  struct Row {
    let id: String
    let fields: String
    let key: String
    let nameKey: String
    let skuKey: String?
    let categoryKey: String?
    let saleMinor: Int64?
    let threshold: String?
    let searchName: String
    let searchSKU: String?
    let category: String?

    init(_ product: Product, encoder: JSONEncoder) throws {
      id = SyncLocalID.make()
      fields = String(decoding: try encoder.encode(product), as: UTF8.self)
      key = UUID().uuidString
      nameKey = product.name.lowercased()
      skuKey = product.sku?.uppercased()
      categoryKey = product.category?.lowercased()
      saleMinor = product.salePrice?.minorUnits
      threshold = product.lowStockThreshold?.description
      searchName = searchable(product.name)
      searchSKU = product.sku.map(searchable)
      category = product.category
    }
  }

  /// The encoder of the records' JSON (sorted keys, as the store writes them).
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }

  /// The record: type, id, fields.
  static let insertRecord =
    "INSERT INTO sync_records (type, id, version, fields, status) VALUES (?, ?, NULL, ?, 'pending')"
  /// Its queued create, which shares the record's fields until it is sent: type, record id,
  /// idempotency key.
  static let insertMutation =
    "INSERT INTO sync_mutations (type, record_id, kind, fields, idempotency_key) VALUES (?, ?, 'create', NULL, ?)"
  /// The list row: id, name key, category key, sale price, low-stock threshold, fields.
  static let insertListRow = """
    INSERT INTO products_list (id, name_key, category_key, sale_minor, is_archived, tracks_stock,
      low_stock_threshold, status, version, fields) VALUES (?, ?, ?, ?, 0, 1, ?, 'pending', NULL, ?)
    """
  /// The FTS row: the list row's rowid, name, SKU, category.
  static let insertSearchRow = """
    INSERT INTO products_fts (rowid, name, sku, barcodes, category, custom, state)
    VALUES (?, ?, ?, '', ?, '', '')
    """
  /// The SKU key of a product with a SKU: SKU key, product id.
  static let insertSKU = "INSERT INTO products_skus (sku_key, product_id) VALUES (?, ?)"

  static func insert(_ products: [Product], into pool: DatabasePool) async throws {
    let encoder = makeEncoder()
    try await pool.write { db in
      for product in products {
        let row = try Row(product, encoder: encoder)
        try db.execute(sql: insertRecord, arguments: ["products", row.id, row.fields])
        try db.execute(sql: insertMutation, arguments: ["products", row.id, row.key])
        try db.execute(
          sql: insertListRow,
          arguments: [row.id, row.nameKey, row.categoryKey, row.saleMinor, row.threshold, row.fields])
        try db.execute(
          sql: insertSearchRow, arguments: [db.lastInsertedRowID, row.searchName, row.searchSKU, row.category])
        if let skuKey = row.skuKey { try db.execute(sql: insertSKU, arguments: [skuKey, row.id]) }
      }
    }
  }
}
