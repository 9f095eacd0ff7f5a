import Foundation
import SharedCore

/// A `SecureStorage` kept in memory, for tests: same key rules and errors as the real stores,
/// plus inspection of what was stored and scripted failures.
///
/// ```swift
/// let storage = InMemorySecureStorage()
/// let tokens = SecureTokenStore(storage: storage)
/// await storage.failNextOperations(with: .keychain(operation: "SecItemAdd", status: -25308))
/// ```
public actor InMemorySecureStorage: SecureStorage {
  private var values: [String: Data]
  private var scriptedFailure: SecureStorageError?

  /// Creates a storage, optionally pre-filled.
  public init(values: [String: Data] = [:]) {
    self.values = values
  }

  /// Every stored value by key, as the code under test wrote it.
  public var storedValues: [String: Data] { values }

  /// Makes every following operation throw `error` until called again with `nil`.
  public func failNextOperations(with error: SecureStorageError?) {
    scriptedFailure = error
  }

  /// Replaces a stored value directly (to simulate tampering or stale data).
  public func overwrite(_ value: Data?, forKey key: String) {
    values[key] = value
  }

  /// The value under `key`, or `nil`.
  public func read(forKey key: String) async throws(SecureStorageError) -> Data? {
    try check(key)
    return values[key]
  }

  /// Stores `value` under `key`.
  public func write(_ value: Data, forKey key: String) async throws(SecureStorageError) {
    try check(key)
    values[key] = value
  }

  /// Removes `key`.
  public func delete(forKey key: String) async throws(SecureStorageError) {
    try check(key)
    values[key] = nil
  }

  /// Removes everything.
  public func deleteAll() async throws(SecureStorageError) {
    if let scriptedFailure { throw scriptedFailure }
    values.removeAll()
  }

  private func check(_ key: String) throws(SecureStorageError) {
    if let scriptedFailure { throw scriptedFailure }
    try Self.validate(key: key)
  }
}
