import Foundation

/// One SQLite value, as bound to a statement parameter or read from a result column.
///
/// The five cases are SQLite's five storage classes (https://sqlite.org/datatype3.html).
/// Literals make parameter lists short: `[42, "Ada", 1.5, nil]`.
public enum SQLiteValue: Sendable, Hashable {
  /// A signed 64-bit integer (`INTEGER`).
  case integer(Int64)
  /// An IEEE 754 double (`REAL`).
  case real(Double)
  /// UTF-8 text (`TEXT`).
  case text(String)
  /// Raw bytes (`BLOB`).
  case blob(Data)
  /// SQL `NULL`.
  case null

  /// The storage class's SQL name (`INTEGER`, `REAL`, `TEXT`, `BLOB`, `NULL`), used in errors.
  public var typeName: String {
    switch self {
    case .integer: "INTEGER"
    case .real: "REAL"
    case .text: "TEXT"
    case .blob: "BLOB"
    case .null: "NULL"
    }
  }

  /// Whether the value is SQL `NULL`.
  public var isNull: Bool { self == .null }
}

extension SQLiteValue: ExpressibleByIntegerLiteral {
  /// Creates an `.integer` from an integer literal.
  public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension SQLiteValue: ExpressibleByFloatLiteral {
  /// Creates a `.real` from a floating-point literal.
  public init(floatLiteral value: Double) { self = .real(value) }
}

extension SQLiteValue: ExpressibleByStringLiteral {
  /// Creates a `.text` from a string literal.
  public init(stringLiteral value: String) { self = .text(value) }
}

extension SQLiteValue: ExpressibleByNilLiteral {
  /// Creates `.null` from `nil`.
  public init(nilLiteral: ()) { self = .null }
}
