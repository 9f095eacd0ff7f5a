/// How far an offline sync has come: items with a definite answer of all the pending ones.
public struct WalletSyncProgress: Sendable, Hashable {
  /// Items answered definitely so far (accepted or rejected).
  public var synced: Int
  /// Items pending when the sync started.
  public var total: Int
  /// Items the backend accepted.
  public var accepted: Int
  /// Items the backend rejected (their reason is kept on the operation).
  public var rejected: Int
  /// Items whose answer was lost: still pending, resent under the same id by the next sync.
  public var unknown: Int
  /// Whether the backend answered during this sync (an item, or the session check a sync with
  /// nothing pending makes). The offline limits restart only when it did and no answer was lost.
  public var reachedBackend: Bool

  /// Creates a progress report.
  public init(
    synced: Int = 0, total: Int, accepted: Int = 0, rejected: Int = 0, unknown: Int = 0, reachedBackend: Bool = false
  ) {
    self.synced = synced
    self.total = total
    self.accepted = accepted
    self.rejected = rejected
    self.unknown = unknown
    self.reachedBackend = reachedBackend
  }

  /// Whether every item got a definite answer.
  public var isComplete: Bool { synced == total }
}
