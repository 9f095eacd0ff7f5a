/// One result row: the column names of its statement and the values read from it.
///
/// Read columns by index or name, typed: `try row.value(String.self, named: "title")`.
/// A stored value of another storage class throws ``SQLiteError/typeMismatch(column:expected:found:)``
/// naming the column; read an `Optional` type to accept `NULL`.
public struct SQLiteRow: Sendable, Hashable {
  /// The result's column names, in order.
  public let columnNames: [String]
  /// The row's values, one per column.
  public let values: [SQLiteValue]

  /// Creates a row (the wrapper builds these; tests and doubles may too).
  public init(columnNames: [String], values: [SQLiteValue]) {
    self.columnNames = columnNames
    self.values = values
  }

  /// The raw value at `index`, or `nil` past the last column.
  public subscript(index: Int) -> SQLiteValue? {
    values.indices.contains(index) ? values[index] : nil
  }

  /// The raw value of the column called `name`, or `nil` if there is none.
  public subscript(name: String) -> SQLiteValue? {
    columnNames.firstIndex(of: name).map { values[$0] }
  }

  /// The value at `index`, converted to `type`.
  /// - Throws: ``SQLiteError/columnNotFound(_:)`` past the last column,
  ///   ``SQLiteError/typeMismatch(column:expected:found:)`` if the stored value does not convert.
  public func value<T: SQLiteValueConvertible>(_ type: T.Type = T.self, at index: Int) throws -> T {
    guard values.indices.contains(index) else { throw SQLiteError.columnNotFound("#\(index)") }
    return try convert(values[index], column: columnNames[index], to: type)
  }

  /// The value of the column called `name`, converted to `type`.
  /// - Throws: ``SQLiteError/columnNotFound(_:)`` if there is no such column,
  ///   ``SQLiteError/typeMismatch(column:expected:found:)`` if the stored value does not convert.
  public func value<T: SQLiteValueConvertible>(_ type: T.Type = T.self, named name: String) throws -> T {
    guard let index = columnNames.firstIndex(of: name) else { throw SQLiteError.columnNotFound(name) }
    return try convert(values[index], column: name, to: type)
  }

  private func convert<T: SQLiteValueConvertible>(_ value: SQLiteValue, column: String, to type: T.Type) throws -> T {
    guard let converted = T(sqliteValue: value) else {
      throw SQLiteError.typeMismatch(column: column, expected: String(describing: type), found: value.typeName)
    }
    return converted
  }
}
