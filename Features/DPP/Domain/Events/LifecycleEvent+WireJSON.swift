import Foundation
import SharedCore

extension LifecycleEvent {
  /// A wire-format member that is missing or of the wrong kind.
  public struct WireError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key (`when`, `details`).
    public var key: String
    /// What was wrong (`missing`, `expected a string`, `not ISO 8601 with a time zone`).
    public var reason: String

    /// `"<key>: <reason>"`.
    public var description: String { "\(key): \(reason)" }
  }

  /// Reads the wire format from JSON bytes with the kind-preserving parser (`1.0` stays a double in
  /// ``details``), with the same tolerance as the `Decodable` initialiser.
  /// - Throws: `JSONParseError` or ``WireError`` naming the key.
  public init(jsonData: Data) throws {
    try self.init(wireJSON: JSONValue(parsing: jsonData))
  }

  /// Reads the wire format from a parsed JSON value; see ``init(jsonData:)``.
  /// - Throws: ``WireError`` naming the key.
  public init(wireJSON json: JSONValue) throws {
    guard case .object(let members) = json else { throw WireError(key: "", reason: "expected an object") }
    func string(_ key: String) throws -> String? {
      guard let value = members[key], !value.isNull else { return nil }
      guard let text = value.stringValue else { throw WireError(key: key, reason: "expected a string") }
      return text
    }
    func required(_ key: String) throws -> String {
      guard let text = try string(key) else { throw WireError(key: key, reason: "missing") }
      return text
    }
    let timestamp = try required("when")
    guard ISO8601Timestamp.parse(timestamp) != nil else {
      throw WireError(key: "when", reason: "\"\(timestamp)\" is not ISO 8601 with a time zone")
    }
    var details: [String: Any]?
    if let value = members["details"], !value.isNull {
      guard let object = value.objectValue else { throw WireError(key: "details", reason: "expected an object") }
      details = object.mapValues { $0 as Any }
    }
    self.init(
      gtin: try required("gtin"), serial: try string("serial"), type: try string("type") ?? "ObjectEvent",
      action: try string("action") ?? "OBSERVE", bizStep: try required("bizStep"),
      disposition: try string("disposition") ?? "active", timestamp: timestamp,
      readPoint: try string("readPoint"), bizLocation: try string("bizLocation"), details: details)
  }
}
