/// A typed preference: its stored name, value type and the value read when none is stored.
///
/// ```swift
/// extension PreferenceKey where Value == Bool {
///   static let analyticsEnabled = PreferenceKey(name: "analyticsEnabled", defaultValue: false)
/// }
/// let enabled = try await preferences.value(for: .analyticsEnabled)
/// ```
public struct PreferenceKey<Value: Codable & Sendable>: Sendable {
  /// The name the value is stored under.
  public let name: String
  /// The value reads return when nothing is stored.
  public let defaultValue: Value

  /// Creates a typed key.
  public init(name: String, defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }
}
