import Foundation

/// Encodes `Encodable` values straight to a ``JSONValue``, giving what
/// ``JSONCoders/makeEncoder()`` writes and ``JSONValue/init(parsing:)-(Data)`` reads back: dates as
/// ISO 8601 strings without fractional seconds, `Data` as Base64, URLs as their absolute string,
/// numbers as the kind their JSON text parses to (`Decimal` 2 → `.int(2)`, `2.5` → `.double(2.5)`).
///
/// Encoding a value that is kept as a `JSONValue` (a sync record's fields) this way skips writing
/// JSON text and parsing it again.
///
/// ```swift
/// let fields = try JSONValueEncoder().encode(product)   // .object(["name": .string("Blue T-Shirt"), …])
/// ```
public struct JSONValueEncoder: Sendable {
  /// An encoder.
  public init() {}

  /// Encodes `value`.
  /// - Throws: `EncodingError.invalidValue` naming the coding path for a non-finite floating-point
  ///   number or a value that encodes nothing, as `JSONEncoder` does.
  public func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    let slot = JSONValueSlot()
    try JSONValueEncoding(slot, path: nil).box(value)
    guard let result = slot.value else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "Top-level \(Value.self) did not encode any values."))
    }
    return result
  }
}

// MARK: - Tree under construction

/// A value being built: containers are shared by reference, since `Encodable` types may fill a
/// nested container after asking for it.
private final class JSONValueSlot {
  enum Content {
    case value(JSONValue)
    case object(JSONValueObjectBuilder)
    case array(JSONValueArrayBuilder)
  }

  var content: Content?

  var value: JSONValue? {
    switch content {
    case .none: nil
    case .value(let value): value
    case .object(let builder): builder.value
    case .array(let builder): builder.value
    }
  }

  func object() -> JSONValueObjectBuilder {
    if case .object(let builder) = content { return builder }
    let builder = JSONValueObjectBuilder()
    content = .object(builder)
    return builder
  }

  func array() -> JSONValueArrayBuilder {
    if case .array(let builder) = content { return builder }
    let builder = JSONValueArrayBuilder()
    content = .array(builder)
    return builder
  }
}

/// An object's members in the order they were set, made into a dictionary once the object is
/// complete: sized once, each key hashed once, where growing a dictionary member by member would
/// hash every key again at each doubling. A later member for the same key replaces an earlier one.
private final class JSONValueObjectBuilder {
  private enum Member {
    case value(JSONValue)
    case slot(JSONValueSlot)
  }

  private var members: [(key: String, member: Member)] = []
  /// The nested containers handed out, by key, while they are the key's latest member.
  private var slots: [String: JSONValueSlot] = [:]

  var value: JSONValue {
    .object(
      Dictionary(
        members.lazy.map { key, member in
          switch member {
          case .value(let value): (key, value)
          case .slot(let slot): (key, slot.value ?? .object([:]))
          }
        },
        uniquingKeysWith: { _, later in later }))
  }

  func set(_ value: JSONValue, for key: String) {
    if !slots.isEmpty { slots[key] = nil }
    members.append((key, .value(value)))
  }

  func slot(for key: String) -> JSONValueSlot {
    if let slot = slots[key] { return slot }
    let slot = JSONValueSlot()
    slots[key] = slot
    members.append((key, .slot(slot)))
    return slot
  }
}

private final class JSONValueArrayBuilder {
  enum Element {
    case value(JSONValue)
    case slot(JSONValueSlot)
  }

  var elements: [Element] = []

  var value: JSONValue {
    .array(
      elements.map { element in
        switch element {
        case .value(let value): value
        case .slot(let slot): slot.value ?? .object([:])
        }
      })
  }

  func append(_ value: JSONValue) { elements.append(.value(value)) }

  func appendSlot() -> JSONValueSlot {
    let slot = JSONValueSlot()
    elements.append(.slot(slot))
    return slot
  }
}

// MARK: - Encoder

/// One value being encoded into `slot`.
private struct JSONValueEncoding: Encoder, SingleValueEncodingContainer {
  let slot: JSONValueSlot
  let path: JSONCodingPath?

  init(_ slot: JSONValueSlot, path: JSONCodingPath?) {
    self.slot = slot
    self.path = path
  }

  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(JSONValueKeyedEncoding<Key>(object: slot.object(), path: path))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    JSONValueUnkeyedEncoding(array: slot.array(), path: path)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  // MARK: Single value

  func encodeNil() { slot.content = .value(.null) }
  func encode(_ value: Bool) { slot.content = .value(.bool(value)) }
  func encode(_ value: String) { slot.content = .value(.string(value)) }
  func encode(_ value: Double) throws { slot.content = .value(try Self.number(value, path: path)) }
  func encode(_ value: Float) throws { slot.content = .value(try Self.number(value, path: path)) }
  func encode(_ value: Int) { slot.content = .value(.int(Int64(value))) }
  func encode(_ value: Int8) { slot.content = .value(.int(Int64(value))) }
  func encode(_ value: Int16) { slot.content = .value(.int(Int64(value))) }
  func encode(_ value: Int32) { slot.content = .value(.int(Int64(value))) }
  func encode(_ value: Int64) { slot.content = .value(.int(value)) }
  func encode(_ value: UInt) { slot.content = .value(Self.number(UInt64(value))) }
  func encode(_ value: UInt8) { slot.content = .value(.int(Int64(value))) }
  func encode(_ value: UInt16) { slot.content = .value(.int(Int64(value))) }
  func encode(_ value: UInt32) { slot.content = .value(.int(Int64(value))) }
  func encode(_ value: UInt64) { slot.content = .value(Self.number(value)) }
  func encode<T: Encodable>(_ value: T) throws { try box(value) }

  /// Encodes `value`, with the types `JSONEncoder` writes specially (dates, data, URLs, decimals)
  /// written its way.
  func box<T: Encodable>(_ value: T) throws {
    if let special = try Self.special(value, path: path) {
      slot.content = .value(special)
    } else {
      try value.encode(to: self)
    }
  }

  /// `value` encoded on its own: once its `encode(to:)` returns it is complete, as `JSONEncoder`
  /// takes it; a value that encodes nothing becomes `{}`, as there.
  static func encoded<T: Encodable>(_ value: T, path: JSONCodingPath?) throws -> JSONValue {
    if let special = try special(value, path: path) { return special }
    let slot = JSONValueSlot()
    try value.encode(to: JSONValueEncoding(slot, path: path))
    return slot.value ?? .object([:])
  }

  static func special<T: Encodable>(_ value: T, path: JSONCodingPath?) throws -> JSONValue? {
    // Comparing types first spares most members four dynamic casts.
    if T.self == Date.self, let date = value as? Date { return .string(date.formatted(.iso8601)) }
    if T.self == Data.self, let data = value as? Data { return .string(data.base64EncodedString()) }
    if T.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
    if T.self == Decimal.self, let decimal = value as? Decimal { return try number(decimal, path: path) }
    return nil
  }

  /// The value JSON text holding `value` parses to.
  static func number(_ value: UInt64) -> JSONValue {
    value <= UInt64(Int64.max) ? .int(Int64(value)) : .double(Double(value))
  }

  static func number(_ value: Double, path: JSONCodingPath?) throws -> JSONValue {
    guard value.isFinite else { throw nonFinite(value, path: path) }
    // `JSONEncoder` writes an integral value without its ".0", so it parses back as an integer.
    if value == value.rounded(.towardZero), let integer = Int64(exactly: value), abs(value) < 1e16 {
      return .int(integer)
    }
    return .double(value)
  }

  static func number(_ value: Float, path: JSONCodingPath?) throws -> JSONValue {
    guard value.isFinite else { throw nonFinite(value, path: path) }
    // `JSONEncoder` writes the shortest text that reads back as this `Float`; a parser reads that
    // text as a `Double`.
    return try number(Double(value.description) ?? Double(value), path: path)
  }

  static func number(_ value: Decimal, path: JSONCodingPath?) throws -> JSONValue {
    guard value.isFinite else { throw nonFinite(value, path: path) }
    // `JSONEncoder` writes a decimal's digits as they are: read them back as the parser does.
    guard let parsed = try? JSONValue(parsing: value.description) else { throw nonFinite(value, path: path) }
    return parsed
  }

  static func nonFinite(_ value: Any, path: JSONCodingPath?) -> EncodingError {
    .invalidValue(
      value,
      .init(
        codingPath: JSONCodingPath.keys(of: path),
        debugDescription: "Unable to encode \(value) directly in JSON."))
  }
}

private struct JSONValueKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: JSONValueObjectBuilder
  let path: JSONCodingPath?

  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }

  mutating func encodeNil(forKey key: Key) { object.set(.null, for: key.stringValue) }
  mutating func encode(_ value: Bool, forKey key: Key) { object.set(.bool(value), for: key.stringValue) }
  mutating func encode(_ value: String, forKey key: Key) { object.set(.string(value), for: key.stringValue) }
  mutating func encode(_ value: Int, forKey key: Key) { object.set(.int(Int64(value)), for: key.stringValue) }
  mutating func encode(_ value: Int64, forKey key: Key) { object.set(.int(value), for: key.stringValue) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    object.set(try JSONValueEncoding.number(value, path: JSONCodingPath(key, parent: path)), for: key.stringValue)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    object.set(try JSONValueEncoding.encoded(value, path: JSONCodingPath(key, parent: path)), for: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(
      JSONValueKeyedEncoding<NestedKey>(
        object: object.slot(for: key.stringValue).object(), path: JSONCodingPath(key, parent: path)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    JSONValueUnkeyedEncoding(
      array: object.slot(for: key.stringValue).array(), path: JSONCodingPath(key, parent: path))
  }

  mutating func superEncoder() -> any Encoder {
    JSONValueEncoding(object.slot(for: "super"), path: JSONCodingPath(JSONKey("super"), parent: path))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    JSONValueEncoding(object.slot(for: key.stringValue), path: JSONCodingPath(key, parent: path))
  }
}

private struct JSONValueUnkeyedEncoding: UnkeyedEncodingContainer {
  let array: JSONValueArrayBuilder
  let path: JSONCodingPath?

  var codingPath: [any CodingKey] { JSONCodingPath.keys(of: path) }
  var count: Int { array.elements.count }

  private var nextPath: JSONCodingPath { JSONCodingPath(JSONIndexKey(count), parent: path) }

  mutating func encodeNil() { array.append(.null) }
  mutating func encode(_ value: Bool) { array.append(.bool(value)) }
  mutating func encode(_ value: String) { array.append(.string(value)) }
  mutating func encode(_ value: Int) { array.append(.int(Int64(value))) }
  mutating func encode(_ value: Int64) { array.append(.int(value)) }
  mutating func encode(_ value: Double) throws { array.append(try JSONValueEncoding.number(value, path: nextPath)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    array.append(try JSONValueEncoding.encoded(value, path: nextPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let elementPath = nextPath
    return KeyedEncodingContainer(
      JSONValueKeyedEncoding<NestedKey>(object: array.appendSlot().object(), path: elementPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let elementPath = nextPath
    return JSONValueUnkeyedEncoding(array: array.appendSlot().array(), path: elementPath)
  }

  mutating func superEncoder() -> any Encoder {
    let elementPath = nextPath
    return JSONValueEncoding(array.appendSlot(), path: elementPath)
  }
}
