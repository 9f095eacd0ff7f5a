import Foundation
import SharedCore

/// `PreferencesStore` in `UserDefaults`, the Apple choice (it also runs on Linux through
/// swift-corelibs-foundation).
///
/// Values are stored as JSON `Data` under ``keyPrefix`` + key, so ``removeAll()`` removes only
/// this store's keys and never the rest of the suite. The actor owns its `UserDefaults` instance.
public actor UserDefaultsPreferencesStore: PreferencesStore {
  /// The suite (`nil` for the standard defaults).
  public nonisolated let suiteName: String?
  /// Prepended to every key in the defaults database.
  public nonisolated let keyPrefix: String
  private let defaults: UserDefaults

  /// Creates a store over `UserDefaults(suiteName:)`; `nil` when Foundation refuses the suite
  /// name (e.g. the app's own bundle identifier, or `NSGlobalDomain`).
  public init?(suiteName: String?, keyPrefix: String = "sharedcore.preferences.") {
    guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
    self.suiteName = suiteName
    self.keyPrefix = keyPrefix
    self.defaults = defaults
  }

  /// The value under `key` decoded as `type`, or `nil`.
  public func value<Value: Decodable & Sendable>(
    _ type: Value.Type,
    forKey key: String
  ) async throws(PreferencesError) -> Value? {
    guard let object = defaults.object(forKey: keyPrefix + key) else { return nil }
    guard let data = object as? Data else {
      throw .decodingFailed(key: key, reason: "stored value is a \(Swift.type(of: object)), not JSON data")
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw .decodingFailed(key: key, reason: PreferencesFile.describe(error))
    }
  }

  /// Stores `value` as JSON data.
  public func set<Value: Encodable & Sendable>(_ value: Value, forKey key: String) async throws(PreferencesError) {
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      defaults.set(try encoder.encode(value), forKey: keyPrefix + key)
    } catch {
      throw .encodingFailed(key: key, reason: PreferencesFile.describe(error))
    }
  }

  /// Removes `key`.
  public func removeValue(forKey key: String) async throws(PreferencesError) {
    defaults.removeObject(forKey: keyPrefix + key)
  }

  /// Removes every key carrying ``keyPrefix``.
  public func removeAll() async throws(PreferencesError) {
    for key in defaults.dictionaryRepresentation().keys where key.hasPrefix(keyPrefix) {
      defaults.removeObject(forKey: key)
    }
  }
}
