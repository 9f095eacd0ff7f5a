import Foundation
import SharedCore

/// A `PreferencesStore` kept in memory, for tests.
///
/// Values go through the same JSON encoding as the real stores, so a type mismatch between
/// writer and reader fails here exactly as it would on a device.
public actor InMemoryPreferencesStore: PreferencesStore {
  private var values: [String: Data] = [:]

  /// Creates an empty store.
  public init() {}

  /// The keys currently stored, sorted.
  public var keys: [String] { values.keys.sorted() }

  /// The stored value decoded as `type`, or `nil`.
  public func value<Value: Decodable & Sendable>(
    _ type: Value.Type,
    forKey key: String
  ) async throws(PreferencesError) -> Value? {
    guard let data = values[key] else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw .decodingFailed(key: key, reason: "\(error)")
    }
  }

  /// Stores `value` as JSON.
  public func set<Value: Encodable & Sendable>(_ value: Value, forKey key: String) async throws(PreferencesError) {
    do {
      values[key] = try JSONEncoder().encode(value)
    } catch {
      throw .encodingFailed(key: key, reason: "\(error)")
    }
  }

  /// Removes `key`.
  public func removeValue(forKey key: String) async throws(PreferencesError) {
    values[key] = nil
  }

  /// Removes everything.
  public func removeAll() async throws(PreferencesError) {
    values.removeAll()
  }
}
