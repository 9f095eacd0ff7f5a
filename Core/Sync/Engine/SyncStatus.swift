/// What the sync engine is doing.
public enum SyncStatus: Sendable, Hashable {
  /// Not syncing; the last run (if any) completed.
  case idle
  /// Syncing: `completed` of `total` queued changes uploaded so far (download follows).
  case syncing(completed: Int, total: Int)
  /// The server could not be reached; local changes stay queued and the next run retries.
  case offline
  /// The last run stopped on this error; local changes stay queued.
  case failed(AppError)
}
