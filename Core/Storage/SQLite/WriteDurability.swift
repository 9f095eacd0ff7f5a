/// What a committed write must survive.
///
/// Most writes need only survive the app being killed: the next launch finds them, and a power loss
/// costs at most the last moments' edits, which the user can see are missing. Some writes record
/// that something may already have happened elsewhere (a request sent under an idempotency key, a
/// token accepted from another device, a redemption started) and must survive power loss too:
/// forgetting them could send or spend something twice.
public enum WriteDurability: Sendable, Hashable, CaseIterable {
  /// The commit survives the process being killed or crashing; an operating-system crash or a power
  /// loss may roll back the last commits (SQLite's `synchronous = NORMAL` in WAL mode).
  case processCrash
  /// The commit is flushed to storage before the write returns, so it also survives an
  /// operating-system crash or a power loss (SQLite's `synchronous = FULL` for that commit).
  case powerLoss
}
