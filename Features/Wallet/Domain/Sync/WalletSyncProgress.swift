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
  /// Items still pending after this sync: their answer was lost or proves nothing, or could not be
  /// recorded (each keeps the reason as its ``WalletOperation/reason``). The next sync sends them
  /// again under the same ids.
  public var unknown: Int
  /// Whether the backend answered about this sync's items, or (with nothing pending) confirmed the
  /// session.
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

  /// Whether the sync restarts the offline window and running offline total
  /// (``WalletVault/recordSuccessfulSync()``): the backend accepted every operation pending when it
  /// started, or nothing was pending and the backend confirmed the session. A refusal, an answer
  /// lost or one that proves nothing leaves the window running; reaching the backend is not enough.
  public var restartsOfflineLimits: Bool { total == 0 ? reachedBackend : accepted == total }
}
