/// The queued changes a sync run could not finish, and why: what ``SyncStatus/waiting(_:)`` shows.
///
/// Nothing in it is lost or failed. Unconfirmed changes go again, under the same idempotency key,
/// in the next run; blocked ones go once the user fixes or discards the refused record they need.
public struct SyncBacklog: Sendable, Hashable {
  /// Changes that wait for a record the server refused (a customer an invoice names, say). They go
  /// once that record is fixed (edited, or resubmitted with ``SyncStore/resubmitRejected(_:id:)``)
  /// and accepted; if it is discarded (``SyncStore/discardRejected(_:id:)``), they are refused in
  /// turn, with the reason. Changes that do not need it are uploaded meanwhile.
  public var blocked: [SyncBlockedChange]
  /// Changes whose answer proved nothing: the server was still processing them, or its success could
  /// not be read. They stay queued and go again, under the same idempotency key, in the next run.
  public var unconfirmed: [SyncUnconfirmedChange]

  /// Creates a backlog.
  public init(blocked: [SyncBlockedChange] = [], unconfirmed: [SyncUnconfirmedChange] = []) {
    self.blocked = blocked
    self.unconfirmed = unconfirmed
  }

  /// Whether nothing is left over.
  public var isEmpty: Bool { blocked.isEmpty && unconfirmed.isEmpty }
}
