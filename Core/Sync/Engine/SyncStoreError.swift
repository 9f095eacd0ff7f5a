import Foundation

/// A local sync operation that cannot be done.
public enum SyncStoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No live record of that type has that id.
  case recordNotFound(type: String, id: String)
  /// A reference field names a local record that does not exist (any more).
  case referenceNotFound(type: String, id: String)
  /// The `type` record `id`, not uploaded yet, was to refer to the local record `referenceID`,
  /// which waits for `id` to be uploaded first (through its own reference, or others'): neither
  /// could ever be sent. Save one side without the reference, sync, then add it.
  case referenceCycle(type: String, id: String, referenceType: String, referenceID: String)
  /// No refused mutation waits for that record.
  case noRejectedMutation(type: String, id: String)
  /// No open conflict has that id.
  case conflictNotFound(UUID)
  /// Stored data could not be read back.
  case corrupted(what: String, reason: String)
  /// Records of this type are only ever created (``SyncRecordType/isAppendOnly``).
  case appendOnly(type: String)
  /// The record's create was sent to the server (acknowledged, or without a conclusive answer): the
  /// server has it, or may have, so it cannot be treated as never uploaded.
  case sentToServer(type: String, id: String)
  /// The record has not been uploaded yet (its id is local), and this needs one the server has.
  case notUploaded(type: String, id: String)

  /// What is wrong, and where.
  public var description: String {
    switch self {
    case .recordNotFound(let type, let id): "no \(type) record with id \(id)"
    case .referenceNotFound(let type, let id): "the referenced \(type) record \(id) does not exist"
    case .referenceCycle(let type, let id, let referenceType, let referenceID):
      "\(type) record \(id) cannot refer to \(referenceType) record \(referenceID) before one of them is uploaded: "
        + "that record waits for this one"
    case .noRejectedMutation(let type, let id): "no refused change waits for \(type) record \(id)"
    case .conflictNotFound(let id): "no open sync conflict with id \(id)"
    case .corrupted(let what, let reason): "stored \(what) is unreadable: \(reason)"
    case .appendOnly(let type): "\(type) records are append-only: record a correcting one instead"
    case .sentToServer(let type, let id):
      "\(type) record \(id) was sent to the server, which has it or may have it: sync, then try again"
    case .notUploaded(let type, let id): "\(type) record \(id) has not been uploaded yet: sync, then try again"
    }
  }
}
