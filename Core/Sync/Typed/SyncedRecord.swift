/// A typed record as the local store holds it: its id, its value, the server version it was based
/// on and whether it has reached the server.
public struct SyncedRecord<Value: SyncableRecord>: Sendable, Identifiable {
  /// The record's id: a local id until the server's replaces it (both keep working).
  public let id: String
  /// The record's fields, decoded.
  public let value: Value
  /// The server version the local state is based on; `nil` until the server has the record.
  public let version: Int?
  /// Synced, pending, in conflict or refused.
  public let status: SyncRecordStatus

  /// Creates a typed record from its parts.
  public init(id: String, value: Value, version: Int?, status: SyncRecordStatus) {
    self.id = id
    self.value = value
    self.version = version
    self.status = status
  }
}

extension SyncedRecord: Equatable where Value: Equatable {}
extension SyncedRecord: Hashable where Value: Hashable {}
