import Foundation
import SharedCore

/// A JSON value plus the key path that led to it, so every decoding error names where it happened.
struct JSONCursor {
  let value: JSONValue
  let path: String

  init(_ value: JSONValue, path: String = "") {
    self.value = value
    self.path = path
  }

  /// Reads bytes as JSON: UTF-8 (with or without BOM) or UTF-16 LE/BE with BOM, as Battery Pass
  /// SAMM files are shipped.
  init(data: Data) throws(PassportDecodingError) {
    let bytes = [UInt8](data.prefix(2))
    var text = data
    if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] {
      let encoding: String.Encoding = bytes == [0xFF, 0xFE] ? .utf16LittleEndian : .utf16BigEndian
      guard let string = String(data: data.dropFirst(2), encoding: encoding) else {
        throw .malformedJSON(JSONParseError(reason: "invalid UTF-16 text", line: 1, column: 1))
      }
      text = Data(string.utf8)
    }
    do {
      self.init(try JSONValue(parsing: text))
    } catch let error as JSONParseError {
      throw .malformedJSON(error)
    } catch {
      throw .malformedJSON(JSONParseError(reason: "\(error)", line: 1, column: 1))
    }
  }

  private func childPath(_ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The member `key` (first of `keys` present, e.g. a correct and a misspelt name), or `nil`
  /// when absent or `null`.
  func member(_ keys: String...) -> JSONCursor? {
    member(keys)
  }

  func member(_ keys: [String]) -> JSONCursor? {
    for key in keys {
      if let child = value[key], !child.isNull { return JSONCursor(child, path: childPath(key)) }
    }
    return nil
  }

  /// The member `key`, or ``PassportDecodingError/missingField(path:)``.
  func required(_ keys: String...) throws(PassportDecodingError) -> JSONCursor {
    guard let child = member(keys) else { throw .missingField(path: childPath(keys[0])) }
    return child
  }

  /// The value as a string; numbers are accepted and written in their JSON spelling.
  func asString() throws(PassportDecodingError) -> String {
    switch value {
    case .string(let text): return text
    case .int, .double: return String(decoding: value.serialized(), as: UTF8.self)
    default: throw .wrongType(path: path, expected: "string")
    }
  }

  /// The value as an exact decimal; numeric strings (`"12.5"`) are accepted.
  func asDecimal() throws(PassportDecodingError) -> Decimal {
    if let number = value.decimalValue { return number }
    switch value {
    case .string(let text): throw .invalidValue(path: path, value: text, reason: "is not a number")
    case .int, .double:
      let text = String(decoding: value.serialized(), as: UTF8.self)
      throw .invalidValue(path: path, value: text, reason: "is out of the exact decimal range")
    default: throw .wrongType(path: path, expected: "number")
    }
  }

  /// A string value, or the first of `keys` in an object value (`{"name": …, "id": …}`).
  func label(_ keys: String...) throws(PassportDecodingError) -> String? {
    if case .string(let text) = value { return text }
    return try member(keys)?.asString()
  }

  /// The URL of a link: a string, or an object's `linkURL`/`url`/`href`/`documentURL`/`id` member.
  func link() throws(PassportDecodingError) -> String? {
    if case .string(let text) = value { return text }
    return try string("linkURL", "url", "href", "documentURL", "id")
  }

  /// Every string under this value that looks like an absolute URL (`scheme://…`), depth-first.
  func urls() -> [String] {
    switch value {
    case .string(let text): return text.contains("://") ? [text] : []
    case .array(let items): return items.flatMap { JSONCursor($0).urls() }
    case .object(let members): return members.keys.sorted().flatMap { JSONCursor(members[$0] ?? .null).urls() }
    default: return []
    }
  }

  /// The value as a boolean; `"true"`/`"false"` strings are accepted.
  func asBool() throws(PassportDecodingError) -> Bool {
    switch value {
    case .bool(let flag): return flag
    case .string("true"): return true
    case .string("false"): return false
    default: throw .wrongType(path: path, expected: "boolean")
    }
  }

  /// The elements of an array (a single non-array value counts as a one-element array, as JSON-LD allows).
  func elements() -> [JSONCursor] {
    guard case .array(let items) = value else { return [self] }
    return items.enumerated().map { JSONCursor($1, path: "\(path)[\($0)]") }
  }

  /// The members of an object, or ``PassportDecodingError/wrongType(path:expected:)``.
  func members() throws(PassportDecodingError) -> [String: JSONValue] {
    guard case .object(let members) = value else { throw .wrongType(path: path, expected: "object") }
    return members
  }

  /// Optional string member.
  func string(_ keys: String...) throws(PassportDecodingError) -> String? {
    try member(keys)?.asString()
  }

  /// Optional decimal member.
  func decimal(_ keys: String...) throws(PassportDecodingError) -> Decimal? {
    try member(keys)?.asDecimal()
  }

  /// Optional boolean member.
  func bool(_ keys: String...) throws(PassportDecodingError) -> Bool? {
    try member(keys)?.asBool()
  }

  /// The members of this object whose names are not in `known`, for an `additional` bag.
  func unknownMembers(excluding known: Set<String>) -> [String: AnyCodable] {
    guard case .object(let members) = value else { return [:] }
    return members.filter { !known.contains($0.key) }.mapValues(AnyCodable.init)
  }
}
