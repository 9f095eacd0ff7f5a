import SharedCore

/// Where a party stands with the server, for a badge in lists.
public enum PartySyncStatus: String, Sendable, Hashable, Codable {
  /// The server has the party as shown.
  case synced
  /// Local changes wait to be uploaded.
  case pending
  /// The server changed it too; the conflict waits for review.
  case conflict
  /// The server refused the change.
  case rejected

  /// The status of a record with `status`.
  public init(_ status: SyncRecordStatus) {
    switch status {
    case .synced: self = .synced
    case .pending: self = .pending
    case .conflict: self = .conflict
    case .rejected: self = .rejected
    }
  }
}
