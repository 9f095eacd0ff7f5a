/// What the sync engine is doing.
public enum SyncStatus: Sendable, Hashable {
  /// Not syncing; the last run (if any) uploaded everything it could and downloaded every change.
  case idle
  /// Syncing: `completed` of `total` queued changes uploaded so far (download follows).
  case syncing(completed: Int, total: Int)
  /// Not syncing; the last run completed, but some queued changes could not go yet: they wait for a
  /// record the user must fix or discard, or for the server to confirm them. Nothing was lost.
  case waiting(SyncBacklog)
  /// The server could not be reached; local changes stay queued and the next run retries.
  case offline
  /// The last run stopped on this error; local changes stay queued. ``AppError/unauthorized`` means
  /// the session ended: ask the user to sign in again, then sync (the queue is kept).
  case failed(AppError)
}
