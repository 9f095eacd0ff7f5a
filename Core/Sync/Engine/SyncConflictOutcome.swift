/// What a store did with a change the server found stale (``SyncStore/resolveConflict(_:current:)``).
public enum SyncConflictOutcome: Sendable, Hashable {
  /// The conflict is on record and the change stays queued, resolved, to be sent again.
  case resend
  /// The conflict is on record and the server's version was taken: the change is done with.
  case serverKept
  /// No conflict is recorded: the type's merge kept every change of both sides (they changed
  /// different fields, see ``SyncMergeInput/keepsEveryChange(in:)``); the merged change stays queued,
  /// to be sent again.
  case mergedCleanly
  /// No conflict is recorded: a newer local change of the record (a delete made after the stale
  /// update) replaced the change, and meets the server's version itself when it is sent.
  case superseded

  /// Whether a conflict was recorded (``SyncStore/conflicts()`` lists it).
  public var isRecorded: Bool { self == .resend || self == .serverKept }
}
