import Foundation

/// A type-erased JSON value for open-ended payloads (`details`, extension fields): `Sendable`,
/// `Hashable` and faithful to the JSON it came from.
///
/// It wraps a `JSONValue`: nested arrays and objects are kept, and `Int` vs `Double` vs `Bool`
/// is preserved through decode → encode.
public struct AnyCodable: Sendable, Hashable, Codable {
  /// The wrapped JSON value.
  public var jsonValue: JSONValue

  /// Wraps a JSON value.
  public init(_ jsonValue: JSONValue) {
    self.jsonValue = jsonValue
  }

  /// Wraps a plain Swift value.
  ///
  /// Accepts `nil`/`NSNull`, `Bool`, integer types, `Float`/`Double`, `Decimal`, `String`,
  /// `Date` (ISO 8601), `URL`, arrays, `[String: Any]` dictionaries, `AnyCodable` and `JSONValue`.
  /// Anything else is stored as its `String(describing:)` text rather than dropped; use
  /// `JSONValue/init(any:)` to get an error instead.
  public init(_ value: Any) {
    jsonValue = (try? JSONValue(any: value)) ?? .string(String(describing: value))
  }

  /// The value as plain Swift values (`Bool`, `Int64`, `Double`, `String`, arrays, dictionaries, `nil`).
  public var value: Any {
    jsonValue.anyValue
  }

  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    jsonValue = try JSONValue(from: decoder)
  }

  /// Encodes the wrapped value.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }

  /// The member named `key`, when this wraps an object.
  public subscript(key: String) -> AnyCodable? {
    jsonValue[key].map(AnyCodable.init)
  }

  /// The element at `index`, when this wraps an array.
  public subscript(index: Int) -> AnyCodable? {
    jsonValue[index].map(AnyCodable.init)
  }
}

extension AnyCodable: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// `null`.
  public init(nilLiteral: ()) { jsonValue = .null }
  /// A boolean.
  public init(booleanLiteral value: Bool) { jsonValue = .bool(value) }
  /// An integer.
  public init(integerLiteral value: Int64) { jsonValue = .int(value) }
  /// A double (stays a double even when integral).
  public init(floatLiteral value: Double) { jsonValue = .double(value) }
  /// A string.
  public init(stringLiteral value: String) { jsonValue = .string(value) }
  /// An array.
  public init(arrayLiteral elements: AnyCodable...) { jsonValue = .array(elements.map(\.jsonValue)) }
  /// An object; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, AnyCodable)...) {
    jsonValue = .object(Dictionary(elements.map { ($0, $1.jsonValue) }, uniquingKeysWith: { _, last in last }))
  }
}

extension AnyCodable: CustomStringConvertible {
  /// The value as compact JSON text.
  public var description: String {
    String(decoding: jsonValue.serialized(), as: UTF8.self)
  }
}
