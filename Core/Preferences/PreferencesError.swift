/// Why a ``PreferencesStore`` operation failed.
public enum PreferencesError: Error, Sendable, Hashable {
  /// The stored value under `key` could not be decoded as the requested type.
  case decodingFailed(key: String, reason: String)
  /// The value for `key` could not be encoded as JSON.
  case encodingFailed(key: String, reason: String)
  /// The backing file exists but is not a preferences file (`reason` says what was wrong).
  /// Nothing is overwritten until `removeAll()` is called.
  case corruptedFile(path: String, reason: String)
  /// A file-system call failed; `code` is the `errno` value.
  case fileSystem(path: String, operation: String, code: Int32)
}
