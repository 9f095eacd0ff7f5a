extension SyncRecordStatus {
  /// The status without its details, as lists show it and as features store it in their own
  /// tables (`rawValue`).
  public enum Kind: String, Sendable, Hashable, Codable {
    /// The server has the record as shown.
    case synced
    /// Local changes wait to be uploaded.
    case pending
    /// The server changed it too; the losing side waits to be reviewed.
    case conflict
    /// The server refused the change; the record's rejection says why.
    case rejected

    /// The kind of `status`.
    public init(_ status: SyncRecordStatus) {
      switch status {
      case .synced: self = .synced
      case .pending: self = .pending
      case .conflict: self = .conflict
      case .rejected: self = .rejected
      }
    }
  }

  /// This status without its details.
  public var kind: Kind { Kind(self) }
}
