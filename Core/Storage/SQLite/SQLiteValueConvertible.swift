import Foundation

/// A Swift type that maps to and from one ``SQLiteValue``.
///
/// Used for typed column reads (`try row.value(Int.self, named: "id")`) and for building
/// parameter lists (`[name.sqliteValue, age.sqliteValue]`). `Optional` conforms when its
/// wrapped type does, mapping `nil` to `NULL`.
public protocol SQLiteValueConvertible: Sendable {
  /// The value to bind for this instance.
  var sqliteValue: SQLiteValue { get }
  /// Creates an instance from a stored value, or returns `nil` if the storage class does not fit.
  init?(sqliteValue: SQLiteValue)
}

extension Int64: SQLiteValueConvertible {
  /// `.integer(self)`.
  public var sqliteValue: SQLiteValue { .integer(self) }
  /// Reads an `.integer`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .integer(let value) = sqliteValue else { return nil }
    self = value
  }
}

extension Int: SQLiteValueConvertible {
  /// `.integer(self)`.
  public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
  /// Reads an `.integer` that fits in `Int`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .integer(let value) = sqliteValue, let exact = Int(exactly: value) else { return nil }
    self = exact
  }
}

extension Bool: SQLiteValueConvertible {
  /// `.integer(1)` or `.integer(0)`.
  public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
  /// Reads an `.integer` 0 or 1.
  public init?(sqliteValue: SQLiteValue) {
    switch sqliteValue {
    case .integer(0): self = false
    case .integer(1): self = true
    default: return nil
    }
  }
}

extension Double: SQLiteValueConvertible {
  /// `.real(self)`.
  public var sqliteValue: SQLiteValue { .real(self) }
  /// Reads a `.real`, or an `.integer` (SQLite stores whole `REAL`s compactly in some cases).
  public init?(sqliteValue: SQLiteValue) {
    switch sqliteValue {
    case .real(let value): self = value
    case .integer(let value): self = Double(value)
    default: return nil
    }
  }
}

extension String: SQLiteValueConvertible {
  /// `.text(self)`.
  public var sqliteValue: SQLiteValue { .text(self) }
  /// Reads a `.text`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .text(let value) = sqliteValue else { return nil }
    self = value
  }
}

extension Data: SQLiteValueConvertible {
  /// `.blob(self)`.
  public var sqliteValue: SQLiteValue { .blob(self) }
  /// Reads a `.blob`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .blob(let value) = sqliteValue else { return nil }
    self = value
  }
}

extension Date: SQLiteValueConvertible {
  /// `.real` seconds since 2001-01-01 (Foundation's reference date), which round-trips exactly.
  public var sqliteValue: SQLiteValue { .real(timeIntervalSinceReferenceDate) }
  /// Reads the `.real` written by ``sqliteValue``.
  public init?(sqliteValue: SQLiteValue) {
    guard let seconds = Double(sqliteValue: sqliteValue) else { return nil }
    self.init(timeIntervalSinceReferenceDate: seconds)
  }
}

extension UUID: SQLiteValueConvertible {
  /// `.text` in the canonical upper-case form.
  public var sqliteValue: SQLiteValue { .text(uuidString) }
  /// Reads a `.text` UUID.
  public init?(sqliteValue: SQLiteValue) {
    guard case .text(let text) = sqliteValue else { return nil }
    self.init(uuidString: text)
  }
}

extension SQLiteValue: SQLiteValueConvertible {
  /// The value itself.
  public var sqliteValue: SQLiteValue { self }
  /// Any value.
  public init?(sqliteValue: SQLiteValue) { self = sqliteValue }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
  /// `.null` for `nil`, the wrapped value's otherwise.
  public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
  /// `nil` for `NULL`; the wrapped type's reading otherwise (failing if it fails).
  public init?(sqliteValue: SQLiteValue) {
    if sqliteValue == .null {
      self = .none
    } else if let wrapped = Wrapped(sqliteValue: sqliteValue) {
      self = .some(wrapped)
    } else {
      return nil
    }
  }
}
