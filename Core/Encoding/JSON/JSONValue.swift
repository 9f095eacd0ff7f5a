import Foundation

/// A JSON value whose number kinds survive a round trip: integers stay integers, fractions stay
/// fractions and booleans stay booleans.
///
/// Decoding through `JSONDecoder` distinguishes booleans from numbers reliably, but Foundation does
/// not expose a number's lexical form, so an integral literal such as `1.0` arrives as `.int(1)`.
/// ``JSONValue/init(parsing:)-(Data)`` reads the bytes itself and keeps `1.0` as `.double(1.0)`;
/// `JSONValue/serialized(sortedKeys:)` writes it back as `1.0`.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without fraction or exponent that fits in 64 bits.
  case int(Int64)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; key order is not significant.
  case object([String: JSONValue])
}

// MARK: - Codable

extension JSONValue: Codable {
  /// Decodes any JSON value, trying `null`, a string, an object, an array, `Bool`, `Int64` and
  /// `Double` in turn.
  ///
  /// A `Decoder` cannot say what kind of value it holds, so each kind is tried and a mismatch costs
  /// a thrown error: the order puts the kinds business records are mostly made of (strings,
  /// objects) first. To read a whole document, ``init(parsing:)-(Data)`` is faster still.
  public init(from decoder: any Decoder) throws {
    let single = try? decoder.singleValueContainer()
    if let single {
      if single.decodeNil() {
        self = .null
        return
      }
      if let value = try? single.decode(String.self) {
        self = .string(value)
        return
      }
    }
    if let container = try? decoder.container(keyedBy: JSONKey.self) {
      var members: [String: JSONValue] = [:]
      members.reserveCapacity(container.allKeys.count)
      for key in container.allKeys {
        members[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
      }
      self = .object(members)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      elements.reserveCapacity(container.count ?? 0)
      while !container.isAtEnd {
        elements.append(try container.decode(JSONValue.self))
      }
      self = .array(elements)
      return
    }
    if let single {
      // Integers before doubles: a decoder reads `1` as either, and it should stay an integer.
      if let value = try? single.decode(Bool.self) {
        self = .bool(value)
        return
      }
      if let value = try? single.decode(Int64.self) {
        self = .int(value)
        return
      }
      if let value = try? single.decode(Double.self) {
        self = .double(value)
        return
      }
    }
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "Not a JSON value")
    )
  }

  /// Encodes the value with its own kind (an integer as an integer, a boolean as a boolean).
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .int(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .double(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements {
        try container.encode(element)
      }
    case .object(let members):
      var container = encoder.container(keyedBy: JSONKey.self)
      for (key, value) in members {
        try container.encode(value, forKey: JSONKey(key))
      }
    }
  }
}
