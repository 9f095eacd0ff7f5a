/// Where one record stands with the server.
public enum SyncRecordStatus: Sendable, Hashable {
  /// The local record equals the server's last known state.
  case synced
  /// Local changes wait to be uploaded.
  case pending
  /// The server held a newer version; the losing side is kept as a ``SyncConflict`` to resolve.
  case conflict
  /// The server refused the local change for good; it is parked until edited or discarded.
  case rejected(SyncRejection)
}
