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

/// Why the server refused a local change, as it said it.
public struct SyncRejection: Sendable, Hashable, Codable {
  /// The server's machine-readable code (`VALIDATION_FAILED`), when it sent one.
  public var code: String?
  /// A presentable sentence.
  public var message: String
  /// The fields at fault, with a message each.
  public var fields: [AppError.FieldError]

  /// Creates a rejection.
  public init(code: String?, message: String, fields: [AppError.FieldError] = []) {
    self.code = code
    self.message = message
    self.fields = fields
  }
}
