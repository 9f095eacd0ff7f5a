import Foundation

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral {
  /// `nil` is JSON `null`.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension JSONValue: ExpressibleByBooleanLiteral {
  /// A boolean literal.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// An integer literal.
  public init(integerLiteral value: Int64) {
    self = .int(value)
  }
}

extension JSONValue: ExpressibleByFloatLiteral {
  /// A floating-point literal (stays `.double` even when integral, e.g. `1.0`).
  public init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// A string literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// An array literal.
  public init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// An object literal; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

// MARK: - Accessors

extension JSONValue {
  /// The member named `key` of an object, or `nil` (also when this is not an object).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  /// The element at `index` of an array, or `nil` when out of range or not an array.
  public subscript(index: Int) -> JSONValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The string, when this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The boolean, when this is a boolean.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The integer, when this is an integer (a `.double` with an integral value does not count).
  public var intValue: Int64? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// The number as a `Double`, when this is `.int` or `.double`.
  public var doubleValue: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }

  /// The number as an exact `Decimal` (for money and percentages): integers exactly, doubles via
  /// their shortest round-tripping text (`0.1` → `0.1`), numeric strings parsed (`"19.99"`).
  public var decimalValue: Decimal? {
    switch self {
    case .int(let value): Decimal(value)
    case .double(let value):
      value.isFinite ? Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) : nil
    case .string(let text): Self.decimal(from: text)
    default: nil
    }
  }

  /// Parses a plain decimal number (`-12.50`, `3e2`), rejecting anything with other characters.
  static func decimal(from text: String) -> Decimal? {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
      trimmed.contains(where: \.isNumber)
    else { return nil }
    return Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
  }

  /// The array's elements, when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The object's members, when this is an object.
  public var objectValue: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// Whether this is `null`.
  public var isNull: Bool {
    self == .null
  }

  /// The value as plain Foundation-free Swift values (`NSNull`-free: `null` becomes `Optional<Any>.none`).
  public var anyValue: Any {
    switch self {
    case .null: Optional<Any>.none as Any
    case .bool(let value): value
    case .int(let value): value
    case .double(let value): value
    case .string(let value): value
    case .array(let elements): elements.map(\.anyValue)
    case .object(let members): members.mapValues(\.anyValue)
    }
  }
}
