/// What happened to one record, as a ``SyncProjection`` is told.
public enum SyncRecordChange: Sendable, Hashable {
  /// The record exists with this state (new, changed, or its status changed).
  case upsert(SyncRecord)
  /// No live record of `type` has `id` any more (deleted, or its local id replaced by the server's).
  case remove(type: String, id: String)

  /// The record type's name.
  public var type: String {
    switch self {
    case .upsert(let record): record.type
    case .remove(let type, _): type
    }
  }

  /// The record's id.
  public var id: String {
    switch self {
    case .upsert(let record): record.id
    case .remove(_, let id): id
    }
  }
}
