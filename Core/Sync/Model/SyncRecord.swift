import Foundation

/// A record as the local store holds it: what the app reads, including changes not yet uploaded.
public struct SyncRecord: Sendable, Hashable, Identifiable {
  /// The record's type name.
  public var type: String
  /// The server's id, or a local id (``SyncLocalID``) until the server has acknowledged it.
  public var id: String
  /// The server version the local state is based on; `nil` until the server has acknowledged it.
  public var version: Int?
  /// The record's fields, local changes included.
  public var fields: [String: JSONValue]
  /// Where the record stands with the server.
  public var status: SyncRecordStatus

  /// Creates a record value.
  public init(
    type: String, id: String, version: Int?, fields: [String: JSONValue], status: SyncRecordStatus
  ) {
    self.type = type
    self.id = id
    self.version = version
    self.fields = fields
    self.status = status
  }
}
