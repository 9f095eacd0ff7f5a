/// Why a ``SyncRemote`` call did not succeed.
public enum SyncRemoteError: Error, Sendable, Hashable {
  /// The server holds a newer version (or a tombstone); here is its current record.
  case conflict(current: SyncServerRecord)
  /// The server refused this change for good (validation, unknown record, still referenced).
  case rejected(SyncRejection)
  /// The server no longer accepts the download cursor (it expired, or the server lost the history
  /// behind it): the download of that type starts over from the beginning.
  case cursorExpired(SyncRejection)
  /// The call failed outside the contract's words. The engine sorts it by ``RemoteUncertainty``: a
  /// definite refusal (a 413, a 415, a 403 for this record in a batch) parks the change; an answer
  /// that proves nothing about this change alone (409 in progress, an unreadable success) keeps it
  /// queued under its key for the next run; an outage or a failure about the account ends the run
  /// with everything still queued.
  case failed(AppError)
}
