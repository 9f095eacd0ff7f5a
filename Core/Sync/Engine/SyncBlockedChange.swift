/// A queued change that cannot be uploaded until the user acts on a record the server refused.
public struct SyncBlockedChange: Sendable, Hashable {
  /// The waiting change's record type.
  public var type: String
  /// The waiting change's record id (a local id while it has never been uploaded).
  public var recordID: String
  /// What the waiting change does.
  public var operation: SyncMutation.Operation
  /// The refused record it needs: fix it (edit it, or resubmit it) or discard it.
  public var blockedBy: SyncReferenceValue
  /// Why the server refused that record, when its refusal is on this device.
  public var blockerRejection: SyncRejection?

  /// Creates a blocked change.
  public init(
    type: String, recordID: String, operation: SyncMutation.Operation, blockedBy: SyncReferenceValue,
    blockerRejection: SyncRejection?
  ) {
    self.type = type
    self.recordID = recordID
    self.operation = operation
    self.blockedBy = blockedBy
    self.blockerRejection = blockerRejection
  }
}
