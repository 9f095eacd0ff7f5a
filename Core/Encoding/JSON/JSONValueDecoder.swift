import Foundation

/// Decodes `Decodable` values straight from a parsed ``JSONValue``, reading them as
/// ``JSONCoders/makeDecoder()`` reads JSON text: dates as ISO 8601 strings, `Data` as Base64, URLs
/// from strings, integers only when the number fits the type exactly.
///
/// Decoding a value held as a `JSONValue` (a sync record's fields) this way skips writing it out as
/// text and parsing that text again. A `JSONValue` holds integers as `Int64`: an unsigned integer
/// above `Int64.max` was already a `Double` when it was parsed, and decodes as that.
///
/// ```swift
/// let product = try JSONValueDecoder().decode(Product.self, from: .object(record.fields))
/// ```
public struct JSONValueDecoder: Sendable {
  /// A decoder.
  public init() {}

  /// Decodes a `Value` from `json`.
  /// - Throws: `DecodingError` naming the coding path, as `JSONDecoder` does.
  public func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue) throws -> Value {
    try JSONValueDecoding(json, path: nil).unbox(type)
  }
}

/// One value being decoded, with its place in the document.
private struct JSONValueDecoding: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let path: JSONCodingPath?
  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(_ value: JSONValue, path: JSONCodingPath?) {
    self.value = value
    self.path = path
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw mismatch([String: JSONValue].self) }
    return KeyedDecodingContainer(JSONValueKeyedContainer<Key>(members: members, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch([JSONValue].self) }
    return JSONValueUnkeyedContainer(elements: elements, path: path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: Single value

  func decodeNil() -> Bool { value == .null }
  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(type) }
    return bool
  }
  func decode(_ type: String.Type) throws -> String {
    guard case .string(let string) = value else { throw mismatch(type) }
    return string
  }
  func decode(_ type: Double.Type) throws -> Double {
    switch value {
    case .int(let int): return Double(int)
    case .double(let double): return double
    default: throw mismatch(type)
    }
  }
  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try unbox(type) }

  /// `T`, with the types `JSONDecoder` reads specially (dates, data, URLs, decimals) read its way.
  func unbox<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == Date.self {
      let text = try decode(String.self)
      guard let date = ISO8601Timestamp.parse(text) else {
        throw corrupted("Expected an ISO 8601 date, found \"\(text)\"")
      }
      return try cast(date)
    }
    if T.self == Data.self {
      guard let data = Data(base64Encoded: try decode(String.self)) else {
        throw corrupted("Encountered Data is not valid Base64.")
      }
      return try cast(data)
    }
    if T.self == URL.self {
      guard let url = URL(string: try decode(String.self)) else { throw corrupted("Invalid URL string.") }
      return try cast(url)
    }
    if T.self == Decimal.self {
      let decimal: Decimal?
      switch value {
      case .int(let int): decimal = Decimal(int)
      case .double(let double): decimal = Decimal(string: "\(double)", locale: Locale(identifier: "en_US_POSIX"))
      default: throw mismatch(type)
      }
      guard let decimal else { throw corrupted("The number does not fit a Decimal.") }
      return try cast(decimal)
    }
    if value == .null, !(T.self is any ExpressibleByNilLiteral.Type) {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "Expected \(type) value but found null instead."))
    }
    return try T(from: self)
  }

  private func cast<T>(_ value: Any) throws -> T {
    guard let typed = value as? T else { throw mismatch(T.self) }
    return typed
  }

  private static func kind(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .int, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    switch value {
    case .int(let int):
      guard let exact = T(exactly: int) else { throw corrupted("Number \(int) does not fit in \(type).") }
      return exact
    case .double(let double):
      guard let exact = T(exactly: double) else { throw corrupted("Number \(double) does not fit in \(type).") }
      return exact
    default:
      throw mismatch(type)
    }
  }

  func mismatch(_ type: Any.Type) -> DecodingError {
    if value == .null {
      return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Expected \(type) but found null."))
    }
    return .typeMismatch(
      type,
      .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(Self.kind(of: value))."))
  }

  func corrupted(_ description: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: description))
  }
}

private struct JSONValueKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: JSONValue]
  let path: JSONCodingPath?

  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }
  var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }

  // The kinds records are mostly made of are read in place, without a decoder per member.
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    if case .string(let string) = try member(key) { return string }
    return try decoder(for: key).decode(type)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    if case .bool(let bool) = try member(key) { return bool }
    return try decoder(for: key).decode(type)
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    switch members[key.stringValue] {
    case .none, .null: nil
    case .string(let string): string
    case .some(let value): try JSONValueDecoding(value, path: JSONCodingPath(key, parent: path)).decode(type)
    }
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    switch members[key.stringValue] {
    case .none, .null: nil
    case .bool(let bool): bool
    case .some(let value): try JSONValueDecoding(value, path: JSONCodingPath(key, parent: path)).decode(type)
    }
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    switch members[key.stringValue] {
    case .none, .null: nil
    case .some(let value): try JSONValueDecoding(value, path: JSONCodingPath(key, parent: path)).unbox(type)
    }
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder(for: key).unbox(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    JSONValueDecoding(members["super"] ?? .null, path: JSONCodingPath(JSONKey("super"), parent: path))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONValueDecoding(members[key.stringValue] ?? .null, path: JSONCodingPath(key, parent: path))
  }

  private func decoder(for key: Key) throws -> JSONValueDecoding {
    JSONValueDecoding(try member(key), path: JSONCodingPath(key, parent: path))
  }

  private func member(_ key: Key) throws -> JSONValue {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
    return value
  }
}

private struct JSONValueUnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let path: JSONCodingPath?
  private(set) var currentIndex = 0

  init(elements: [JSONValue], path: JSONCodingPath?) {
    self.elements = elements
    self.path = path
  }

  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func decodeNil() throws -> Bool {
    guard try next(Never.self) == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let value = try JSONValueDecoding(try next(type), path: JSONCodingPath(JSONIndexKey(currentIndex), parent: path))
      .unbox(type)
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let container = try element(of: [String: JSONValue].self).container(keyedBy: type)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let container = try element(of: [JSONValue].self).unkeyedContainer()
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = try element(of: JSONValue.self)
    currentIndex += 1
    return decoder
  }

  private func element(of type: Any.Type) throws -> JSONValueDecoding {
    JSONValueDecoding(try next(type), path: JSONCodingPath(JSONIndexKey(currentIndex), parent: path))
  }

  private func next(_ type: Any.Type) throws -> JSONValue {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: codingPath + [JSONIndexKey(currentIndex)], debugDescription: "Unkeyed container is at end."))
    }
    return elements[currentIndex]
  }
}
