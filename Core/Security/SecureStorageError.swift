/// Why a ``SecureStorage`` operation failed. Messages name the key or file, never a secret.
public enum SecureStorageError: Error, Sendable, Hashable {
  /// The key is not a usable name (empty, too long, or with control characters).
  case invalidKey(String, reason: String)
  /// The record under `key` failed authentication: it was altered, moved from another key, or
  /// the encryption key is not the one it was sealed with. Its value is not released.
  case authenticationFailed(key: String)
  /// The store file exists but cannot be read as a store (`reason` says what was wrong).
  case corruptedStore(path: String, reason: String)
  /// The encryption-key file is unusable: wrong size, or readable by other users.
  case invalidKeyFile(path: String, reason: String)
  /// The store holds records but its encryption-key file is gone, so they can never be read.
  /// `deleteAll()` removes the orphaned records.
  case keyFileMissing(path: String)
  /// A file-system call failed; `code` is the `errno` value.
  case fileSystem(path: String, operation: String, code: Int32)
  /// A Keychain call failed; `status` is its `OSStatus`.
  case keychain(operation: String, status: Int32)
  /// The cryptography failed for a reason other than authentication.
  case crypto(CryptoError)
}
