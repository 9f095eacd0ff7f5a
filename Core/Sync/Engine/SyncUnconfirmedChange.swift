/// A change that was sent but whose outcome the server has not confirmed: it stays queued under its
/// idempotency key and goes again next run, where the server's answer to that key settles it.
public struct SyncUnconfirmedChange: Sendable, Hashable {
  /// The change's record type.
  public var type: String
  /// The change's record id.
  public var recordID: String
  /// What the change does.
  public var operation: SyncMutation.Operation
  /// Why its outcome is not known (``RemoteUncertainty/Kind/inProgress``,
  /// ``RemoteUncertainty/Kind/unreadableAnswer``).
  public var uncertainty: RemoteUncertainty

  /// Creates an unconfirmed change.
  public init(type: String, recordID: String, operation: SyncMutation.Operation, uncertainty: RemoteUncertainty) {
    self.type = type
    self.recordID = recordID
    self.operation = operation
    self.uncertainty = uncertainty
  }
}
