import Foundation

/// A Swift value that has no JSON representation.
public struct UnsupportedJSONValueError: Error, Sendable, Hashable {
  /// The value's dynamic type name.
  public var typeName: String
  /// Where in the converted structure it was (`details.tags[2]`), empty at the root.
  public var path: String
}

extension JSONValue {
  /// Converts plain Swift values into JSON: `nil`/`NSNull`, `Bool`, integer types, `Float`/`Double`,
  /// `Decimal`, `String`, `Date` (ISO 8601 UTC), `URL`, arrays, `[String: Any]`, `AnyCodable`, `JSONValue`.
  ///
  /// A `Decimal` becomes `.int` when integral and in range, otherwise `.double`; to keep money exact,
  /// pass it as a `String`.
  /// - Throws: ``UnsupportedJSONValueError`` naming the type and its path.
  public init(any value: Any) throws {
    try self.init(any: value, path: "")
  }

  private init(any value: Any, path: String) throws {
    switch value {
    case let value as JSONValue: self = value
    case let value as AnyCodable: self = value.jsonValue
    case let value as Bool: self = .bool(value)
    case let value as Int: self = .int(Int64(value))
    case let value as Int64: self = .int(value)
    case let value as Int32: self = .int(Int64(value))
    case let value as Int16: self = .int(Int64(value))
    case let value as Int8: self = .int(Int64(value))
    case let value as UInt8: self = .int(Int64(value))
    case let value as UInt16: self = .int(Int64(value))
    case let value as UInt32: self = .int(Int64(value))
    case let value as UInt:
      self = Int64(exactly: value).map(JSONValue.int) ?? .double(Double(value))
    case let value as UInt64:
      self = Int64(exactly: value).map(JSONValue.int) ?? .double(Double(value))
    case let value as Double: self = .double(value)
    case let value as Float: self = .double(Double(value))
    case let value as Decimal: self = Self(decimal: value)
    case let value as String: self = .string(value)
    case let value as Substring: self = .string(String(value))
    case let value as Date: self = .string(value.formatted(.iso8601))
    case let value as URL: self = .string(value.absoluteString)
    case is NSNull: self = .null
    case let value as [Any]:
      self = .array(try value.enumerated().map { try JSONValue(any: $1, path: "\(path)[\($0)]") })
    case let value as [String: Any]:
      var members: [String: JSONValue] = [:]
      for (key, member) in value {
        members[key] = try JSONValue(any: member, path: path.isEmpty ? key : "\(path).\(key)")
      }
      self = .object(members)
    default:
      if case Optional<Any>.none = value {
        self = .null
        return
      }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        if let wrapped = mirror.children.first?.value {
          try self.init(any: wrapped, path: path)
        } else {
          self = .null
        }
        return
      }
      throw UnsupportedJSONValueError(typeName: String(describing: type(of: value)), path: path)
    }
  }

  private init(decimal: Decimal) {
    var rounded = decimal
    var source = decimal
    NSDecimalRound(&rounded, &source, 0, .plain)
    if rounded == decimal, let integer = Int64(exactly: NSDecimalNumber(decimal: decimal).int64Value),
      Decimal(integer) == decimal
    {
      self = .int(integer)
    } else {
      self = .double(NSDecimalNumber(decimal: decimal).doubleValue)
    }
  }
}
