import SharedCore

/// Where a product stands with the server, as lists show it.
public enum ProductSyncStatus: String, Sendable, Hashable, Codable {
  /// On the server as shown.
  case synced
  /// Local changes wait to be uploaded.
  case pending
  /// The server changed it too; the losing side waits to be reviewed.
  case conflict
  /// The server refused the change; see the rejection.
  case rejected

  /// The status of a record.
  public init(_ status: SyncRecordStatus) {
    switch status {
    case .synced: self = .synced
    case .pending: self = .pending
    case .conflict: self = .conflict
    case .rejected: self = .rejected
    }
  }
}
