import SharedCore

extension SQLiteSyncStore {
  /// Folds a record the server has never had into a record of the same type the server has, as if the
  /// server had acknowledged its create with that record: every record and queued change referencing
  /// it references the target instead (and no longer waits for it), its id finds the target, and its
  /// row and queue are removed, unsent, in one transaction.
  /// - Throws: `SyncStoreError.recordNotFound` for either record, `.sentToServer` when the record's
  ///   create was sent without a refusal (the server has it, or may have), `.notUploaded` when the
  ///   target has a local id.
  public func fold(_ type: String, id: String, into targetID: String) async throws {
    _ = try schema.type(named: type)
    try await write { [self] db in
      let id = try currentID(id, db)
      let target = try currentID(targetID, db)
      guard let stored = try storedRecord(type, id: id, db), !stored.deleted else {
        throw SyncStoreError.recordNotFound(type: type, id: id)
      }
      guard let held = try storedRecord(type, id: target, db), !held.deleted, target != id else {
        throw SyncStoreError.recordNotFound(type: type, id: target)
      }
      guard SyncLocalID.isLocal(id), stored.version == nil else {
        throw SyncStoreError.sentToServer(type: type, id: id)
      }
      guard !SyncLocalID.isLocal(target), held.version != nil else {
        throw SyncStoreError.notUploaded(type: type, id: target)
      }
      // Sent and not refused: its answer may still prove it reached the server.
      let mayHaveArrived = try db.queryFirst(
        "SELECT 1 FROM sync_mutations WHERE type = ? AND record_id = ? AND attempted = 1 AND rejection IS NULL LIMIT 1",
        [.text(type), .text(id)])
      guard mayHaveArrived == nil else { throw SyncStoreError.sentToServer(type: type, id: id) }
      try db.run("DELETE FROM sync_mutations WHERE type = ? AND record_id = ?", [.text(type), .text(id)])
      try db.run("DELETE FROM sync_local_references WHERE type = ? AND record_id = ?", [.text(type), .text(id)])
      try db.run("DELETE FROM sync_records WHERE type = ? AND id = ?", [.text(type), .text(id)])
      try redirect(id, to: target, of: type, db)
    }
  }
}
