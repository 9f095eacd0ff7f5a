/// What one sync run did.
public struct SyncReport: Sendable, Hashable {
  /// Mutations the server accepted.
  public var uploaded = 0
  /// Mutations that met a newer server version (each left a ``SyncConflict``).
  public var conflicts = 0
  /// Mutations the server refused for good (parked with their reasons).
  public var rejected = 0
  /// Mutations sent whose outcome the server did not confirm; they go again next run, under the
  /// same idempotency key (see ``SyncBacklog/unconfirmed``).
  public var unconfirmed = 0
  /// Queued mutations that wait for a refused record (see ``SyncBacklog/blocked``).
  public var blocked = 0
  /// Server changes downloaded.
  public var downloaded = 0
  /// Local records removed because a full download (after the server refused the cursor) no longer
  /// listed them.
  public var removed = 0

  /// Creates an empty report.
  public init() {}
}
