import Foundation
import SharedCore

extension SQLiteSyncStore {
  /// The mutations waiting to be sent, in queue order.
  public func pendingMutations() async throws -> [SyncMutation] {
    try await access { [self] db in try mutations(where: "m.rejection IS NULL", [], db) }
  }

  /// Marks a mutation attempted, durably, before it is sent: later changes then queue behind it.
  /// - Returns: The mutation as queued now, or `nil` when a local change replaced or removed it.
  @discardableResult
  public func markAttempted(_ mutation: SyncMutation) async throws -> SyncMutation? {
    try await markAttempted([mutation]).first
  }

  /// Marks mutations attempted, durably and in one transaction, before they are sent. Only those
  /// still queued as read (same sequence and revision, not refused) are marked.
  /// - Returns: The marked mutations as queued now: send exactly these.
  @discardableResult
  public func markAttempted(_ mutations: [SyncMutation]) async throws -> [SyncMutation] {
    let copies = mutations.map { (sequence: $0.sequence, revision: $0.revision) }
    return try await access { [self] db in
      // Power-loss durable: a mark lost with the last commits would let a later edit fold into a
      // change the server may already have, under the same key.
      try db.transaction(durability: .powerLoss) { db in
        var marked: [SyncMutation] = []
        for copy in copies {
          // From here the server may have the content: a create keeps its own copy of it.
          let changed = try db.run(
            """
            UPDATE sync_mutations SET attempted = 1, fields = \(Self.fieldsOrRecordFields)
            WHERE sequence = ? AND revision = ? AND rejection IS NULL
            """,
            [.integer(copy.sequence), .integer(copy.revision)])
          guard changed > 0 else { continue }
          marked += try self.mutations(where: "m.sequence = ?", [.integer(copy.sequence)], db)
        }
        return marked
      }
    }
  }

  /// Applies the server's record for a sent mutation; a create's local id becomes the server's
  /// everywhere, in one transaction.
  public func acknowledge(_ mutation: SyncMutation, with record: SyncServerRecord) async throws {
    try await acknowledge([(mutation, record)])
  }

  /// Applies the server's records for sent mutations, in one transaction.
  public func acknowledge(_ answers: [(mutation: SyncMutation, record: SyncServerRecord)]) async throws {
    guard !answers.isEmpty else { return }
    try await write { [self] db in
      for (mutation, record) in answers { try applyAcknowledgement(of: mutation, record, db) }
    }
  }

  private func applyAcknowledgement(of mutation: SyncMutation, _ record: SyncServerRecord, _ db: SQLiteConnection)
    throws
  {
    let removed = try db.run(
      "DELETE FROM sync_mutations WHERE sequence = ? AND revision = ?",
      [.integer(mutation.sequence), .integer(mutation.revision)])
    if removed == 0 {
      // A local change was folded into the mutation after this copy of it was sent: the server has
      // the copy, so the newer content stays queued, as a change of the acknowledged version, under
      // a new key (the sent one belongs to the copy). No row at all: already applied (a retried
      // acknowledgement).
      let kept = try db.run(
        """
        UPDATE sync_mutations SET operation = CASE operation WHEN 'create' THEN 'update' ELSE operation END,
          fields = \(Self.fieldsOrRecordFields), attempted = 0, idempotency_key = ?, revision = revision + 1
        WHERE sequence = ?
        """,
        [.text(Self.newKey()), .integer(mutation.sequence)])
      guard kept > 0 else { return }
    }
    let type = mutation.type
    var id = mutation.recordID
    if mutation.operation == .create, id != record.id {
      try replaceID(id, with: record.id, of: type, db)
      id = record.id
    }
    let stillQueued =
      try db.queryFirst(
        "SELECT 1 FROM sync_mutations WHERE type = ? AND record_id = ? LIMIT 1", [.text(type), .text(id)]) != nil
    if record.deleted {
      if !stillQueued { try db.run("DELETE FROM sync_records WHERE type = ? AND id = ?", [.text(type), .text(id)]) }
      return
    }
    let serverFields = Self.text(record.fields)
    try db.run(
      """
      UPDATE sync_records SET version = ?, server_fields = ?, fields = CASE WHEN ? THEN fields ELSE ? END,
        newer_server = NULL
      WHERE type = ? AND id = ?
      """,
      [
        .integer(Int64(record.version)), .text(serverFields), .integer(stillQueued ? 1 : 0), .text(serverFields),
        .text(type), .text(id),
      ])
  }

  /// Applies the type's conflict policy to a stale mutation.
  @discardableResult
  public func resolveConflict(_ mutation: SyncMutation, current: SyncServerRecord) async throws
    -> SyncConflictOutcome
  {
    let policy = try schema.type(named: mutation.type).conflictPolicy
    return try await write { [self] db in
      let type = mutation.type
      let id = mutation.recordID
      let stored = try storedRecord(type, id: id, db)
      if mutation.operation == .update, stored?.deleted == true {
        // The record was deleted here after this update was made: the delete queued behind it is
        // the newer local change and meets the server's version itself, under the same policy. The
        // update it supersedes is dropped rather than resent with fields the record no longer has.
        try db.run("DELETE FROM sync_mutations WHERE sequence = ?", [.integer(mutation.sequence)])
        return .superseded
      }
      let local = stored.flatMap { $0.deleted ? nil : $0.fields }
      let resolution = policy.resolution(
        of: mutation.operation, local: local, base: stored?.serverFields, current: current)
      switch resolution {
      case .applyServer:
        try insertConflict(type: type, recordID: id, local: local, server: current, winner: .server, db)
        try db.run("DELETE FROM sync_mutations WHERE type = ? AND record_id = ?", [.text(type), .text(id)])
        try db.run("DELETE FROM sync_local_references WHERE type = ? AND record_id = ?", [.text(type), .text(id)])
        try writeServerRecord(current, of: type, db)
        return .serverKept
      case .resend(let fields, let winner):
        let resent = fields ?? [:]
        let clean =
          winner == .merged
          && SyncMergeInput(base: stored?.serverFields, local: local ?? [:], server: current.fields)
            .keepsEveryChange(in: resent)
        if !clean {
          try insertConflict(type: type, recordID: id, local: local, server: current, winner: winner, db)
        }
        try db.run(
          """
          UPDATE sync_mutations SET fields = ?, attempted = 0, idempotency_key = ?, revision = revision + 1
          WHERE sequence = ?
          """,
          [.text(Self.text(resent)), .text(Self.newKey()), .integer(mutation.sequence)])
        try indexDependencies(of: mutation.sequence, fields: resent, type: type, db)
        if winner == .merged {
          // The merge read the record's latest local fields, so the resent mutation carries every
          // local change made since; later updates still waiting were written before the merge and
          // would undo the server's side of it, so they are dropped.
          try db.run(
            """
            DELETE FROM sync_mutations
            WHERE type = ? AND record_id = ? AND sequence > ? AND attempted = 0 AND operation = 'update'
            """,
            [.text(type), .text(id), .integer(mutation.sequence)])
        }
        try db.run(
          """
          UPDATE sync_records SET version = ?, server_fields = ?, fields = CASE WHEN ? THEN ? ELSE fields END,
            newer_server = NULL
          WHERE type = ? AND id = ?
          """,
          [
            .integer(Int64(current.version)), .text(Self.text(current.fields)), .integer(fields == nil ? 0 : 1),
            .text(Self.text(resent)), .text(type), .text(id),
          ])
        return clean ? .mergedCleanly : .resend
      }
    }
  }

  /// Parks a refused mutation with its reasons.
  public func reject(_ mutation: SyncMutation, _ rejection: SyncRejection) async throws {
    let text = try Self.text(rejection)
    try await write { db in
      try db.run(
        "UPDATE sync_mutations SET rejection = ? WHERE sequence = ?", [.text(text), .integer(mutation.sequence)])
    }
  }

  // MARK: - Id replacement

  /// Replaces local id `localID` of a `type` record with `serverID` in the record, its queue, every
  /// record and queued mutation referencing it, and the id map.
  private func replaceID(_ localID: String, with serverID: String, of type: String, _ db: SQLiteConnection) throws {
    try db.run("DELETE FROM sync_records WHERE type = ? AND id = ?", [.text(type), .text(serverID)])
    try db.run(
      "UPDATE sync_records SET id = ? WHERE type = ? AND id = ?", [.text(serverID), .text(type), .text(localID)])
    try db.run(
      "UPDATE sync_mutations SET record_id = ? WHERE type = ? AND record_id = ?",
      [.text(serverID), .text(type), .text(localID)])
    try db.run(
      "UPDATE sync_local_references SET record_id = ? WHERE type = ? AND record_id = ?",
      [.text(serverID), .text(type), .text(localID)])
    try redirect(localID, to: serverID, of: type, db)
  }

  /// Makes local id `localID` of a `type` record stand for `serverID`: in the id map, and in every
  /// record and queued mutation referencing it, which no longer wait for it.
  func redirect(_ localID: String, to serverID: String, of type: String, _ db: SQLiteConnection) throws {
    try db.run(
      "INSERT OR REPLACE INTO sync_id_map (local_id, type, server_id) VALUES (?, ?, ?)",
      [.text(localID), .text(type), .text(serverID)])
    let referrers = try db.query(
      "SELECT type, record_id FROM sync_local_references WHERE local_id = ?", [.text(localID)])
    for row in referrers {
      let referrerType = try row.value(String.self, named: "type")
      let referrerID = try row.value(String.self, named: "record_id")
      guard let referrer = try storedRecord(referrerType, id: referrerID, db) else { continue }
      let fields = schema.replacingReferences(
        to: localID, of: type, with: serverID, in: referrer.fields, of: referrerType)
      try db.run(
        "UPDATE sync_records SET fields = ? WHERE type = ? AND id = ?",
        [.text(Self.text(fields)), .text(referrerType), .text(referrerID)])
    }
    try db.run("DELETE FROM sync_local_references WHERE local_id = ?", [.text(localID)])

    let dependents = try db.query(
      """
      SELECT m.sequence, m.type, m.fields FROM sync_dependencies AS d
      JOIN sync_mutations AS m ON m.sequence = d.sequence WHERE d.local_id = ? AND m.fields IS NOT NULL
      """,
      [.text(localID)])
    for row in dependents {
      let sequence = try row.value(Int64.self, named: "sequence")
      let dependentType = try row.value(String.self, named: "type")
      let fields = schema.replacingReferences(
        to: localID, of: type, with: serverID,
        in: try Self.fields(row.value(named: "fields"), what: "mutation \(sequence)"), of: dependentType)
      try db.run(
        "UPDATE sync_mutations SET fields = ? WHERE sequence = ?", [.text(Self.text(fields)), .integer(sequence)])
    }
    try db.run("DELETE FROM sync_dependencies WHERE local_id = ?", [.text(localID)])
  }

  /// Stores the server's state of a record (removing it for a tombstone).
  func writeServerRecord(_ record: SyncServerRecord, of type: String, _ db: SQLiteConnection) throws {
    if record.deleted {
      try db.run("DELETE FROM sync_records WHERE type = ? AND id = ?", [.text(type), .text(record.id)])
      return
    }
    let fields = Self.text(record.fields)
    // An UPDATE, then an INSERT when no row exists, rather than an upsert: an upsert's conflict clause
    // would override the `OR IGNORE` of the touch triggers, so updating an existing record (a newer
    // version downloaded) failed on the record being touched twice.
    let updated = try db.run(
      """
      UPDATE sync_records SET fields = ?, version = ?, server_fields = ?, newer_server = NULL, deleted = 0
      WHERE type = ? AND id = ?
      """,
      [.text(fields), .integer(Int64(record.version)), .text(fields), .text(type), .text(record.id)])
    guard updated == 0 else { return }
    try db.run(
      "INSERT INTO sync_records (type, id, fields, version, server_fields, deleted) VALUES (?, ?, ?, ?, ?, 0)",
      [.text(type), .text(record.id), .text(fields), .integer(Int64(record.version)), .text(fields)])
  }
}
