/// A coding key for any JSON object member name, for `Codable` types that keep members they do not
/// model (extension fields) or read objects whose keys are data.
///
/// ```swift
/// let members = try decoder.container(keyedBy: JSONKey.self)
/// for key in members.allKeys where !known.contains(key.stringValue) {
///   extras[key.stringValue] = try members.decode(JSONValue.self, forKey: key)
/// }
/// ```
public struct JSONKey: CodingKey, Hashable, Sendable {
  /// The member name.
  public var stringValue: String
  /// Always `nil`: JSON object keys are strings.
  public var intValue: Int? { nil }

  /// The key for the member named `name`.
  public init(_ name: String) {
    stringValue = name
  }

  /// The key for the member named `stringValue`.
  public init?(stringValue: String) {
    self.stringValue = stringValue
  }

  /// The key for the member named by `intValue`'s decimal digits.
  public init?(intValue: Int) {
    stringValue = String(intValue)
  }
}
