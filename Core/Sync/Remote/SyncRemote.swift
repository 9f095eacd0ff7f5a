/// The server side of sync: create, update and delete one record, and list changes by cursor.
///
/// ``HTTPSyncRemote`` speaks the JSON contract over an `APIClient`; tests may substitute a fake.
/// Implementations sort every failure into ``SyncRemoteError`` so the engine can tell a conflict
/// and a refusal of the change apart from an outage, which is never treated as a refusal.
public protocol SyncRemote: Sendable {
  /// Creates a record; retries with the same `idempotencyKey` return the first answer.
  func create(
    _ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord

  /// Replaces a record's fields if the server still holds `version`.
  func update(
    _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord

  /// Deletes a record if the server still holds `version`; answers the tombstone.
  func delete(
    _ type: SyncRecordType, id: String, version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord

  /// The changes to `type`'s records after `cursor` (from the beginning when `nil`).
  func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
    -> SyncChangesPage
}

/// Why a ``SyncRemote`` call did not succeed.
public enum SyncRemoteError: Error, Sendable, Hashable {
  /// The server holds a newer version (or a tombstone); here is its current record.
  case conflict(current: SyncServerRecord)
  /// The server refused this change for good (validation, unknown record, still referenced).
  case rejected(SyncRejection)
  /// The call failed for a reason that is not about this change: an outage (see
  /// `AppError.isRetryable`), or an account-level refusal such as expired credentials.
  case failed(AppError)
}
