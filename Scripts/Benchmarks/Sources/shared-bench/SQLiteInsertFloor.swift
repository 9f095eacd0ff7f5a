import Foundation
import GRDBSQLite
import ProductsFeature
import SharedCore

/// What SQLite alone needs for the rows a bulk product insert writes: `GRDBMirror`'s schema and
/// statements, through SQLite's C API, each statement prepared once, every value (ids, JSON, search
/// text) computed before the clock starts. No library can insert the same rows faster than this on
/// the machine; the gap between it and the local store is the store's own work (encoding, the
/// projection, the sync bookkeeping).
enum SQLiteInsertFloor {
  /// Every product's row values, computed before the clock starts.
  static func rows(_ products: [Product]) throws -> [GRDBMirror.Row] {
    let encoder = GRDBMirror.makeEncoder()
    return try products.map { try GRDBMirror.Row($0, encoder: encoder) }
  }

  /// Creates the mirror's tables in a new database at `path` and returns its open connection.
  static func open(_ path: String, cacheKibibytes: Int) throws -> OpaquePointer {
    var db: OpaquePointer?
    guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK, let db else {
      throw Failure(message: "cannot open \(path)")
    }
    try execute(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -\(cacheKibibytes);"
        + GRDBMirror.schema, db)
    return db
  }

  /// Inserts `rows` in one transaction. SQLite checkpoints its log at the commit; the store's
  /// measurement waits for its own log to be copied, so both count the copy.
  static func insert(_ rows: [GRDBMirror.Row], into db: OpaquePointer) throws {
    let statements = try [
      GRDBMirror.insertRecord, GRDBMirror.insertMutation, GRDBMirror.insertListRow, GRDBMirror.insertSearchRow,
      GRDBMirror.insertSKU,
    ].map { try prepare($0, db) }
    defer { statements.forEach { sqlite3_finalize($0) } }
    let (record, mutation, list, search, sku) = (
      statements[0], statements[1], statements[2], statements[3], statements[4]
    )
    try execute("BEGIN", db)
    for row in rows {
      bind(record, 1, "products")
      bind(record, 2, row.id)
      bind(record, 3, row.fields)
      try step(record, db)
      bind(mutation, 1, "products")
      bind(mutation, 2, row.id)
      bind(mutation, 3, row.key)
      try step(mutation, db)
      for (index, text) in [row.id, row.nameKey, row.categoryKey].enumerated() {
        bind(list, Int32(index + 1), text)
      }
      if let minor = row.saleMinor { sqlite3_bind_int64(list, 4, minor) } else { sqlite3_bind_null(list, 4) }
      bind(list, 5, row.threshold)
      bind(list, 6, row.fields)
      try step(list, db)
      sqlite3_bind_int64(search, 1, sqlite3_last_insert_rowid(db))
      bind(search, 2, row.searchName)
      bind(search, 3, row.searchSKU)
      bind(search, 4, row.category)
      try step(search, db)
      if let skuKey = row.skuKey {
        bind(sku, 1, skuKey)
        bind(sku, 2, row.id)
        try step(sku, db)
      }
    }
    try execute("COMMIT", db)
  }

  struct Failure: Error {
    let message: String
  }

  private static func execute(_ sql: String, _ db: OpaquePointer) throws {
    guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
      throw Failure(message: String(cString: sqlite3_errmsg(db)))
    }
  }

  private static func prepare(_ sql: String, _ db: OpaquePointer) throws -> OpaquePointer {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw Failure(message: String(cString: sqlite3_errmsg(db)))
    }
    return statement
  }

  private static func bind(_ statement: OpaquePointer, _ index: Int32, _ text: String?) {
    if let text {
      sqlite3_bind_text(statement, index, text, -1, transient)
    } else {
      sqlite3_bind_null(statement, index)
    }
  }

  /// Steps `statement` once and resets it.
  private static func step(_ statement: OpaquePointer, _ db: OpaquePointer) throws {
    defer { sqlite3_reset(statement) }
    guard sqlite3_step(statement) == SQLITE_DONE else { throw Failure(message: String(cString: sqlite3_errmsg(db))) }
  }

  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
