import SharedCore

/// Why a ``SecureTokenStore`` operation failed. Messages never contain token values.
public enum SecureTokenStoreError: Error, Sendable, Hashable {
  /// The underlying `SecureStorage` failed.
  case storage(SecureStorageError)
  /// A sealed token field failed authentication (altered, swapped, or sealed under another key).
  case authenticationFailed(field: String)
  /// Sealed tokens exist but their data key is gone, so they cannot be read; `clear()` recovers.
  case dataKeyMissing
  /// The stored record is not one this store wrote (`reason` says what was wrong).
  case corruptedRecord(reason: String)
  /// The cryptography failed for a reason other than authentication.
  case crypto(CryptoError)
}
