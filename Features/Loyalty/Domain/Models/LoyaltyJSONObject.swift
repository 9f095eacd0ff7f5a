import Foundation
import SharedCore

/// Lenient reads from one platform object: the platform sends numbers as strings and booleans as
/// `"true"`, and escapes slashes in URLs (`https:\/\/…`). A missing required field is a
/// ``WarplyError/dataParsingError(path:)`` naming it.
struct LoyaltyJSONObject {
  let members: [String: JSONValue]
  let path: String

  init(_ value: JSONValue, path: String) throws(WarplyError) {
    guard let members = value.objectValue else { throw .dataParsingError(path: path) }
    self.members = members
    self.path = path
  }

  func required(_ key: String) throws(WarplyError) -> String {
    guard let value = string(key), !value.isEmpty else { throw .dataParsingError(path: "\(path).\(key)") }
    return value
  }

  func string(_ key: String) -> String? {
    switch members[key] {
    case .string(let text): text
    case .int(let number): String(number)
    case .double(let number): String(number)
    case .bool(let flag): String(flag)
    default: nil
    }
  }

  func int(_ key: String) -> Int? {
    switch members[key] {
    case .int(let number): Int(exactly: number)
    case .double(let number): Int(exactly: number)
    case .string(let text): Int(text.trimmingWhitespace())
    default: nil
    }
  }

  func bool(_ key: String) -> Bool? {
    switch members[key] {
    case .bool(let flag): flag
    case .int(let number): number != 0
    case .string(let text): ["true", "1", "yes"].contains(text.lowercased())
    default: nil
    }
  }

  func decimal(_ key: String) -> Decimal? {
    guard let text = string(key), !text.isEmpty else { return nil }
    return try? DecimalParser.parse(text)
  }

  func double(_ key: String) -> Double? {
    members[key]?.doubleValue ?? string(key).flatMap(Double.init)
  }

  func date(_ key: String) -> Date? { string(key).flatMap(LoyaltyDate.parse) }

  /// A URL with the platform's escaped slashes cleaned (`https:\/\/a\/b` → `https://a/b`).
  func url(_ key: String) -> URL? {
    guard let text = string(key).map(Self.cleanEscapedURL), !text.isEmpty else { return nil }
    return URL(string: text)
  }

  func strings(_ key: String) -> [String] {
    members[key]?.arrayValue?.compactMap(\.stringValue) ?? []
  }

  static func cleanEscapedURL(_ text: String) -> String {
    text.replacingOccurrences(of: "\\/", with: "/")
  }

  /// Every element of the array at `key` (or of `value` itself when it is the array).
  static func array(_ value: JSONValue?, key: String?, path: String) throws(WarplyError) -> [JSONValue] {
    let container = key.flatMap { value?[$0] } ?? value
    guard let elements = container?.arrayValue else { throw .dataParsingError(path: path) }
    return elements
  }
}
