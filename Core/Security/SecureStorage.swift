import Foundation

/// Small secrets (tokens, keys) stored by name, encrypted at rest by the platform.
///
/// Implementations: `KeychainSecureStorage` (Apple, `kSecClassGenericPassword`),
/// `EncryptedFileSecureStorage` (Linux, an AES-256-GCM encrypted, owner-only file) in
/// SharedPlatform, and `InMemorySecureStorage` in SharedTesting. Every write is atomic: after a
/// crash a key holds either its old value or its new one. Values are meant to be small (bytes to
/// a few kilobytes), as the Keychain is (OWASP MASVS-STORAGE-1).
public protocol SecureStorage: Sendable {
  /// The value stored under `key`, or `nil` when there is none.
  /// - Throws: ``SecureStorageError``, e.g. ``SecureStorageError/authenticationFailed(key:)``
  ///   when the stored record was altered.
  func read(forKey key: String) async throws(SecureStorageError) -> Data?
  /// Stores `value` under `key`, replacing any previous value atomically.
  func write(_ value: Data, forKey key: String) async throws(SecureStorageError)
  /// Removes the value under `key`; removing a missing key is not an error.
  func delete(forKey key: String) async throws(SecureStorageError)
  /// Removes every value this storage holds (and, where it has one, its encryption key).
  func deleteAll() async throws(SecureStorageError)
}

extension SecureStorage {
  /// The longest key accepted, in UTF-8 bytes.
  public static var maximumKeyLength: Int { 255 }

  /// Checks `key` is a usable name: non-empty, at most ``maximumKeyLength`` UTF-8 bytes, and
  /// free of control characters.
  /// - Throws: ``SecureStorageError/invalidKey(_:reason:)``.
  public static func validate(key: String) throws(SecureStorageError) {
    guard !key.isEmpty else { throw .invalidKey(key, reason: "empty") }
    guard key.utf8.count <= maximumKeyLength else {
      throw .invalidKey(key, reason: "longer than \(maximumKeyLength) UTF-8 bytes")
    }
    if let control = key.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
      let code = String(control.value, radix: 16, uppercase: true)
      throw .invalidKey(key, reason: "contains control character U+\(code)")
    }
  }
}
