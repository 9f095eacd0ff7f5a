import Foundation
import SharedCore

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

/// One prepared statement, owned and cached by a ``SQLiteConnection``; never shared across threads.
final class SQLiteStatement {
  let sql: String
  let columnNames: [String]
  private let handle: OpaquePointer
  private let connection: OpaquePointer
  private let parameterCount: Int

  /// Prepares exactly one statement; trailing whitespace or `;` is allowed, a second statement is not.
  init(sql: String, connection: OpaquePointer) throws {
    var statement: OpaquePointer?
    var tail: UnsafePointer<CChar>?
    let code = sql.withCString { sqlite3_prepare_v2(connection, $0, -1, &statement, &tail) }
    guard code == SQLITE_OK, let statement else {
      throw SQLiteConnection.error(code: code, connection: connection, sql: sql)
    }
    if let tail, Self.holdsStatement(tail, connection: connection) {
      sqlite3_finalize(statement)
      throw SQLiteError.multipleStatements(sql: sql)
    }
    self.sql = sql
    self.handle = statement
    self.connection = connection
    self.parameterCount = Int(sqlite3_bind_parameter_count(statement))
    self.columnNames = (0..<sqlite3_column_count(statement)).map { index in
      sqlite3_column_name(statement, index).map { String(cString: $0) } ?? "#\(index)"
    }
  }

  /// Whether `tail` (the text after the first statement) holds another statement, not just
  /// whitespace, `;` or comments.
  private static func holdsStatement(_ tail: UnsafePointer<CChar>, connection: OpaquePointer) -> Bool {
    guard tail.pointee != 0 else { return false }
    var next: OpaquePointer?
    let code = sqlite3_prepare_v2(connection, tail, -1, &next, nil)
    defer { sqlite3_finalize(next) }
    return code != SQLITE_OK || next != nil
  }

  deinit { sqlite3_finalize(handle) }

  /// Runs the statement with `parameters`, calling `row` for each result row, then resets it.
  func run(_ parameters: [SQLiteValue], row: (SQLiteStatement) throws -> Void = { _ in }) throws {
    try step(with: parameters) { statement in
      try row(statement)
      return true
    }
  }

  /// Runs the statement with `parameters` and returns its first row, if any, without stepping
  /// further, then resets it. (An `INSERT`, `UPDATE` or `DELETE … RETURNING` makes all its changes
  /// at the first step.)
  func firstRow(_ parameters: [SQLiteValue]) throws -> SQLiteRow? {
    var first: SQLiteRow?
    try step(with: parameters) { statement in
      first = statement.currentRow
      return false
    }
    return first
  }

  /// The current row, with its column names.
  var currentRow: SQLiteRow { SQLiteRow(columnNames: columnNames, values: currentValues()) }

  /// Binds `parameters`, then steps through result rows while `row` returns `true`, then resets.
  private func step(with parameters: [SQLiteValue], row: (SQLiteStatement) throws -> Bool) throws {
    defer {
      sqlite3_reset(handle)
      sqlite3_clear_bindings(handle)
    }
    try bind(parameters)
    while true {
      let code = sqlite3_step(handle)
      switch code {
      case SQLITE_ROW: guard try row(self) else { return }
      case SQLITE_DONE: return
      default: throw SQLiteConnection.error(code: code, connection: connection, sql: sql)
      }
    }
  }

  /// The current row's values.
  private func currentValues() -> [SQLiteValue] {
    (0..<Int32(columnNames.count)).map(columnValue)
  }

  // MARK: - Binding

  private func bind(_ parameters: [SQLiteValue]) throws {
    guard parameters.count == parameterCount else {
      throw SQLiteError.parameterCountMismatch(expected: parameterCount, supplied: parameters.count, sql: sql)
    }
    for (offset, value) in parameters.enumerated() {
      let index = Int32(offset + 1)
      let code = bind(value, at: index)
      guard code == SQLITE_OK else { throw SQLiteConnection.error(code: code, connection: connection, sql: sql) }
    }
  }

  private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
    switch value {
    case .integer(let integer): return sqlite3_bind_int64(handle, index, integer)
    case .real(let real): return sqlite3_bind_double(handle, index, real)
    case .null: return sqlite3_bind_null(handle, index)
    case .text(var text):
      return text.withUTF8 { bytes in
        // An empty buffer may have no base address, which SQLite would bind as NULL.
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
          return sqlite3_bind_text(handle, index, "", 0, SQLiteConnection.transient)
        }
        let characters = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        let count = sqlite3_uint64(bytes.count)
        return sqlite3_bind_text64(handle, index, characters, count, SQLiteConnection.transient, UInt8(SQLITE_UTF8))
      }
    case .blob(let data):
      guard !data.isEmpty else { return sqlite3_bind_zeroblob(handle, index, 0) }
      return data.withUnsafeBytes { bytes in
        sqlite3_bind_blob64(handle, index, bytes.baseAddress, sqlite3_uint64(bytes.count), SQLiteConnection.transient)
      }
    }
  }

  // MARK: - Reading

  private func columnValue(_ index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(handle, index))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(handle, index))
    case SQLITE_TEXT:
      let count = Int(sqlite3_column_bytes(handle, index))
      guard let text = sqlite3_column_text(handle, index) else { return .text("") }
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(handle, index))
      guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return .blob(Data()) }
      return .blob(Data(bytes: bytes, count: count))
    default:
      return .null
    }
  }
}
