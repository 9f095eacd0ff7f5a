/// User preferences: small `Codable` values by key, persisted across launches.
///
/// Implementations: `UserDefaultsPreferencesStore` (Apple; also works on Linux) and
/// `JSONFilePreferencesStore` (Linux, an atomically written JSON file) in SharedPlatform, and
/// `InMemoryPreferencesStore` in SharedTesting. Preferences are not secret: tokens and keys go in
/// ``SecureStorage``. Prefer the typed ``PreferenceKey`` overloads.
public protocol PreferencesStore: Sendable {
  /// The value stored under `key` decoded as `type`, or `nil` when there is none.
  /// - Throws: ``PreferencesError/decodingFailed(key:reason:)`` when the stored value is not a
  ///   `Value`; ``PreferencesError/corruptedFile(path:reason:)`` when the backing file is damaged.
  func value<Value: Decodable & Sendable>(
    _ type: Value.Type,
    forKey key: String
  ) async throws(PreferencesError) -> Value?
  /// Stores `value` under `key`, replacing any previous value.
  func set<Value: Encodable & Sendable>(_ value: Value, forKey key: String) async throws(PreferencesError)
  /// Removes the value under `key`; removing a missing key is not an error.
  func removeValue(forKey key: String) async throws(PreferencesError)
  /// Removes every value. For a file-backed store this is also the recovery from
  /// ``PreferencesError/corruptedFile(path:reason:)``.
  func removeAll() async throws(PreferencesError)
}

extension PreferencesStore {
  /// The value for a typed key, or its default when none is stored.
  public func value<Value>(for key: PreferenceKey<Value>) async throws(PreferencesError) -> Value {
    try await value(Value.self, forKey: key.name) ?? key.defaultValue
  }

  /// Stores `value` for a typed key.
  public func set<Value>(_ value: Value, for key: PreferenceKey<Value>) async throws(PreferencesError) {
    try await set(value, forKey: key.name)
  }

  /// Removes the value for a typed key, so reads return its default again.
  public func removeValue<Value>(for key: PreferenceKey<Value>) async throws(PreferencesError) {
    try await removeValue(forKey: key.name)
  }
}
