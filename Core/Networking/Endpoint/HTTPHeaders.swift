/// HTTP header fields with case-insensitive names (RFC 9110 §5.1), keeping insertion order.
///
/// Setting a name replaces every earlier value under any casing of it.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
  /// One header field.
  public struct Field: Sendable, Hashable {
    /// The name as it was set (its casing is preserved on the wire).
    public var name: String
    /// The field value.
    public var value: String
  }

  private var fields: [Field] = []

  /// Creates an empty header list.
  public init() {}

  /// Creates headers from a dictionary literal.
  public init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { self[name] = value }
  }

  /// Creates headers from a dictionary (as `HTTPURLResponse.allHeaderFields` provides).
  public init(_ dictionary: [String: String]) {
    for (name, value) in dictionary.sorted(by: { $0.key < $1.key }) { self[name] = value }
  }

  /// The value for `name`, compared case-insensitively; setting `nil` removes it.
  public subscript(name: String) -> String? {
    get {
      let key = name.lowercased()
      return fields.first { $0.name.lowercased() == key }?.value
    }
    set {
      let key = name.lowercased()
      fields.removeAll { $0.name.lowercased() == key }
      if let newValue { fields.append(Field(name: name, value: newValue)) }
    }
  }

  /// Whether a field named `name` (any casing) is present.
  public func contains(_ name: String) -> Bool { self[name] != nil }

  /// The number of fields.
  public var count: Int { fields.count }

  /// Adds `other`'s fields, replacing fields of the same name.
  public mutating func merge(_ other: HTTPHeaders) {
    for field in other { self[field.name] = field.value }
  }

  /// Iterates the fields in insertion order.
  public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

  /// The fields as a dictionary keyed by the names as set.
  public var dictionary: [String: String] {
    fields.reduce(into: [:]) { $0[$1.name] = $1.value }
  }
}

extension HTTPHeaders: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The fields as `[name: value]`, with values of credential headers (`Authorization`,
  /// `X-API-Key`, cookies, signatures; ``SensitiveKeys/standard``) shown as `<redacted>`, so
  /// requests in test failures and logs never carry a secret.
  public var description: String {
    "[" + redactedFields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
  }

  /// Redacted, as ``description``.
  public var debugDescription: String { description }

  /// Redacted, so `dump` and debuggers show no credentials either.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: redactedFields.map { "\($0.name): \($0.value)" }, displayStyle: .collection)
  }

  private var redactedFields: [Field] {
    fields.map { field in
      SensitiveKeys.standard.contains(field.name) ? Field(name: field.name, value: "<redacted>") : field
    }
  }
}
