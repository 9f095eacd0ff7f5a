/// Why a ``SyncRemote`` call did not succeed.
public enum SyncRemoteError: Error, Sendable, Hashable {
  /// The server holds a newer version (or a tombstone); here is its current record.
  case conflict(current: SyncServerRecord)
  /// The server refused this change for good (validation, unknown record, still referenced).
  case rejected(SyncRejection)
  /// The call failed outside the contract's words: an outage (see `AppError.isRetryable`), an
  /// account-level refusal such as expired credentials, or another status (413, 415…). The engine
  /// ends the run for an outage or the account, and parks the change as refused for any other
  /// failure the server reported about it.
  case failed(AppError)
}
