import Foundation
import SharedCore

/// Row access shared by the store's local, upload and download paths. Every function runs on the
/// connection it is given, inside the caller's transaction.
extension SQLiteSyncStore {
  /// A record row as stored.
  struct StoredRecord {
    var fields: [String: JSONValue]
    var version: Int?
    var serverFields: [String: JSONValue]?
    var deleted: Bool
  }

  func storedRecord(_ type: String, id: String, _ db: SQLiteConnection) throws -> StoredRecord? {
    guard
      let row = try db.queryFirst(
        "SELECT fields, version, server_fields, deleted FROM sync_records WHERE type = ? AND id = ?",
        [.text(type), .text(id)])
    else { return nil }
    return StoredRecord(
      fields: try Self.fields(row.value(named: "fields"), what: "\(type) \(id)"),
      version: try row.value(named: "version"),
      serverFields: try row.value(String?.self, named: "server_fields").map {
        try Self.fields($0, what: "\(type) \(id)")
      },
      deleted: try row.value(named: "deleted"))
  }

  /// The id a record has now: the server's for a local id it has replaced, else `id` itself.
  func currentID(_ id: String, _ db: SQLiteConnection) throws -> String {
    guard SyncLocalID.isLocal(id) else { return id }
    return try db.queryFirst("SELECT server_id FROM sync_id_map WHERE local_id = ?", [.text(id)])?
      .value(String.self, named: "server_id") ?? id
  }

  /// `fields` of the `type` record `recordID` (`nil` for one being created) with references through
  /// replaced local ids translated to the server's ids, and whether any was.
  /// - Throws: ``SyncStoreError/referenceNotFound(type:id:)`` for a local id naming no live record;
  ///   ``SyncStoreError/referenceCycle(type:id:referenceType:referenceID:)`` for a local record that
  ///   waits for `recordID` to be uploaded.
  func resolvingReplacedIDs(
    in fields: [String: JSONValue], of type: String, recordID: String?, _ db: SQLiteConnection
  ) throws -> (fields: [String: JSONValue], isChanged: Bool) {
    var result = fields
    var isChanged = false
    for reference in schema.references(in: fields, of: type) where SyncLocalID.isLocal(reference.id) {
      let current = try currentID(reference.id, db)
      if current != reference.id {
        result = schema.replacingReferences(
          to: reference.id, of: reference.type, with: current, in: result, of: type)
        isChanged = true
      } else {
        // A local id not yet replaced must name a live local record, or the change could never be sent.
        let exists = try db.queryFirst(
          "SELECT 1 FROM sync_records WHERE type = ? AND id = ? AND deleted = 0",
          [.text(reference.type), .text(current)])
        guard exists != nil else { throw SyncStoreError.referenceNotFound(type: reference.type, id: current) }
        if let recordID, try waits(current, for: recordID, db) {
          throw SyncStoreError.referenceCycle(
            type: type, id: recordID, referenceType: reference.type, referenceID: current)
        }
      }
    }
    return (result, isChanged)
  }

  /// Whether the record `localID` is `recordID`, or has a queued mutation that can only be sent
  /// after `recordID`'s create (through a reference to it, or to a record that itself waits for
  /// it). Walks the queue's dependencies back from `recordID`, through the index on local ids.
  private func waits(_ localID: String, for recordID: String, _ db: SQLiteConnection) throws -> Bool {
    guard localID != recordID else { return true }
    guard SyncLocalID.isLocal(recordID) else { return false }
    let found = try db.queryFirst(
      """
      WITH RECURSIVE waiting (id) AS (
        SELECT ?
        UNION
        SELECT m.record_id FROM waiting
        JOIN sync_dependencies AS d ON d.local_id = waiting.id
        JOIN sync_mutations AS m ON m.sequence = d.sequence AND m.rejection IS NULL)
      SELECT 1 FROM waiting WHERE id = ? LIMIT 1
      """,
      [.text(recordID), .text(localID)])
    return found != nil
  }

  /// Records which local ids a record references, so their replacement can find it.
  func indexLocalReferences(in fields: [String: JSONValue], of type: String, id: String, _ db: SQLiteConnection)
    throws
  {
    for reference in schema.references(in: fields, of: type) where SyncLocalID.isLocal(reference.id) {
      try db.run(
        "INSERT OR IGNORE INTO sync_local_references (local_id, type, record_id) VALUES (?, ?, ?)",
        [.text(reference.id), .text(type), .text(id)])
    }
  }

  /// Records which local ids a queued mutation references.
  func indexDependencies(
    of sequence: Int64, fields: [String: JSONValue], type: String, replacing: Bool = true, _ db: SQLiteConnection
  ) throws {
    if replacing { try db.run("DELETE FROM sync_dependencies WHERE sequence = ?", [.integer(sequence)]) }
    for reference in schema.references(in: fields, of: type) where SyncLocalID.isLocal(reference.id) {
      try db.run(
        "INSERT OR IGNORE INTO sync_dependencies (local_id, sequence) VALUES (?, ?)",
        [.text(reference.id), .integer(sequence)])
    }
  }

  /// Queues a change, folding it into the record's last mutation when that one never reached the
  /// server (not yet marked attempted, or refused; a fold increments its revision, and one into a
  /// refused mutation takes a new key). A mutation marked attempted is never folded into: its key
  /// may have reached the server with its content, so the change queues a new mutation behind it.
  /// `text` is `fields` already encoded, when the caller has it.
  ///
  /// A create keeps no copy of the fields until it is marked attempted (its `fields` are NULL): the
  /// record row holds them, and every change to the record before then folds into the create.
  /// - Returns: `false` when the change cancelled a create the server never applied: the record
  ///   should then disappear without a trace.
  @discardableResult
  func enqueue(
    _ operation: SyncMutation.Operation, type: String, id: String, fields: [String: JSONValue],
    text: String? = nil, _ db: SQLiteConnection
  ) throws -> Bool {
    // What a mutation stores as its fields: nothing for a create, which shares its record's.
    func stored(_ operation: SyncMutation.Operation) -> SQLiteValue {
      operation == .create ? .null : .text(text ?? Self.text(fields))
    }
    // A record created just now has no earlier mutation to fold into.
    let last =
      operation == .create
      ? nil
      : try db.queryFirst(
        """
        SELECT sequence, operation, attempted, rejection IS NOT NULL AS rejected FROM sync_mutations
        WHERE type = ? AND record_id = ? ORDER BY sequence DESC LIMIT 1
        """,
        [.text(type), .text(id)])
    if let last, try !last.value(Bool.self, named: "attempted") || last.value(Bool.self, named: "rejected") {
      let sequence = try last.value(Int64.self, named: "sequence")
      let previous = try Self.operation(last.value(named: "operation"))
      let folded: SyncMutation.Operation?
      switch (previous, operation) {
      case (.create, .delete): folded = nil
      case (.create, _): folded = .create
      case (.update, _): folded = operation
      case (.delete, _): folded = operation
      }
      guard let folded else {
        try db.run("DELETE FROM sync_mutations WHERE sequence = ?", [.integer(sequence)])
        return false
      }
      let keepKey = try !last.value(Bool.self, named: "rejected")
      try db.run(
        """
        UPDATE sync_mutations SET operation = ?, fields = ?, rejection = NULL, attempted = 0,
          idempotency_key = CASE WHEN ? THEN idempotency_key ELSE ? END, revision = revision + 1
        WHERE sequence = ?
        """,
        [
          .text(folded.rawValue), stored(folded),
          .integer(keepKey ? 1 : 0),
          .text(Self.newKey()), .integer(sequence),
        ])
      try indexDependencies(of: sequence, fields: fields, type: type, db)
      return true
    }
    try db.run(
      """
      INSERT INTO sync_mutations (sequence, type, record_id, operation, fields, idempotency_key, attempted, rejection)
      VALUES (\(Self.nextSequence), ?, ?, ?, ?, ?, 0, NULL)
      """,
      [
        .text(type), .text(id), .text(operation.rawValue),
        stored(operation),
        .text(Self.newKey()),
      ])
    try indexDependencies(of: db.lastInsertRowID, fields: fields, type: type, replacing: false, db)
    return true
  }

  /// A queued mutation's fields, as SQL inside an `UPDATE sync_mutations`: its own, or its record's
  /// for a create not yet attempted, which keeps no copy of them.
  static let fieldsOrRecordFields = """
    coalesce(fields, (SELECT r.fields FROM sync_records AS r
                      WHERE r.type = sync_mutations.type AND r.id = sync_mutations.record_id))
    """

  /// The next queue sequence number, as SQL: one past both the largest queued and the largest ever
  /// removed (kept by a trigger in `sync_counters`), so a number is never used twice, even after
  /// the mutation that had it was sent or dropped.
  static let nextSequence = """
    (SELECT max(coalesce((SELECT max(sequence) FROM sync_mutations), 0), value) + 1
     FROM sync_counters WHERE name = 'mutations')
    """

  /// Removes a record the server never had, with its queue; mutations that reference it can then
  /// never be sent, so they are parked as refused.
  func removeRecord(_ type: String, id: String, _ db: SQLiteConnection) throws {
    try db.run("DELETE FROM sync_records WHERE type = ? AND id = ?", [.text(type), .text(id)])
    try db.run("DELETE FROM sync_mutations WHERE type = ? AND record_id = ?", [.text(type), .text(id)])
    try db.run("DELETE FROM sync_local_references WHERE type = ? AND record_id = ?", [.text(type), .text(id)])
    let orphaned = SyncRejection(
      code: "REFERENCE_REMOVED", message: "It refers to a \(type) record that was deleted before it was uploaded.")
    try db.run(
      """
      UPDATE sync_mutations SET rejection = ?
      WHERE rejection IS NULL AND sequence IN (SELECT sequence FROM sync_dependencies WHERE local_id = ?)
      """,
      [.text(try Self.text(orphaned)), .text(id)])
  }

  /// A record's status: refused, else queued, else in conflict, else synced.
  func status(_ type: String, _ id: String, _ db: SQLiteConnection) throws -> SyncRecordStatus {
    if let row = try db.queryFirst(
      "SELECT rejection FROM sync_mutations WHERE type = ? AND record_id = ? ORDER BY rejection IS NULL LIMIT 1",
      [.text(type), .text(id)])
    {
      guard let rejection = try row.value(String?.self, named: "rejection") else { return .pending }
      return .rejected(try Self.rejection(rejection))
    }
    let conflict = try db.queryFirst(
      "SELECT 1 FROM sync_conflicts WHERE type = ? AND record_id = ? LIMIT 1", [.text(type), .text(id)])
    return conflict == nil ? .synced : .conflict
  }

  /// The live records of `type` matching an extra `AND …` condition, with their statuses.
  func liveRecords(_ type: String, where condition: String, parameters: [SQLiteValue], _ db: SQLiteConnection)
    throws -> [SyncRecord]
  {
    var queued: [String: SyncRecordStatus] = [:]
    for row in try db.query("SELECT record_id, rejection FROM sync_mutations WHERE type = ?", [.text(type)]) {
      let id = try row.value(String.self, named: "record_id")
      if let rejection = try row.value(String?.self, named: "rejection") {
        queued[id] = .rejected(try Self.rejection(rejection))
      } else if queued[id] == nil {
        queued[id] = .pending
      }
    }
    let conflicted = Set(
      try db.query("SELECT record_id FROM sync_conflicts WHERE type = ?", [.text(type)])
        .map { try $0.value(String.self, named: "record_id") })
    return try db.query(
      "SELECT id, fields, version FROM sync_records WHERE type = ? AND deleted = 0\(condition) ORDER BY id",
      [.text(type)] + parameters
    ).map { row in
      let id = try row.value(String.self, named: "id")
      return SyncRecord(
        type: type, id: id, version: try row.value(named: "version"),
        fields: try Self.fields(row.value(named: "fields"), what: "\(type) \(id)"),
        status: queued[id] ?? (conflicted.contains(id) ? .conflict : .synced))
    }
  }

  /// Queued mutations matching `condition`, in queue order, with their records' server versions (and
  /// a create not yet attempted with its record's fields).
  func mutations(where condition: String, _ parameters: [SQLiteValue], _ db: SQLiteConnection) throws
    -> [SyncMutation]
  {
    let rows = try db.query(
      """
      SELECT m.sequence, m.type, m.record_id, m.operation, coalesce(m.fields, r.fields) AS fields,
        m.idempotency_key, m.attempted,
        m.rejection, m.revision, r.version,
        (SELECT group_concat(d.local_id, char(31)) FROM sync_dependencies AS d WHERE d.sequence = m.sequence)
          AS dependencies
      FROM sync_mutations AS m LEFT JOIN sync_records AS r ON r.type = m.type AND r.id = m.record_id
      WHERE \(condition) ORDER BY m.sequence
      """,
      parameters)
    return try rows.map { row in
      let sequence = try row.value(Int64.self, named: "sequence")
      let dependencies = try row.value(String?.self, named: "dependencies")
      return SyncMutation(
        sequence: sequence,
        type: try row.value(named: "type"),
        recordID: try row.value(named: "record_id"),
        operation: try Self.operation(row.value(named: "operation")),
        fields: try Self.fields(row.value(named: "fields"), what: "mutation \(sequence)"),
        dependencies: Set((dependencies ?? "").split(separator: "\u{1F}").map(String.init)),
        idempotencyKey: try row.value(named: "idempotency_key"),
        wasAttempted: try row.value(named: "attempted"),
        rejection: try row.value(String?.self, named: "rejection").map(Self.rejection),
        baseVersion: try row.value(named: "version"),
        revision: try row.value(named: "revision"))
    }
  }

  /// Records a conflict.
  func insertConflict(
    type: String, recordID: String, local: [String: JSONValue]?, server: SyncServerRecord,
    winner: SyncConflict.Winner, _ db: SQLiteConnection
  ) throws {
    try db.run(
      """
      INSERT INTO sync_conflicts (id, type, record_id, local, server, winner, detected_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """,
      [
        UUID.randomV4().sqliteValue, .text(type), .text(recordID), local.map { .text(Self.text($0)) } ?? .null,
        .text(try Self.text(server)), .text(winner.rawValue), now().sqliteValue,
      ])
  }

  // MARK: - Encoding

  static func newKey() -> String { UUID.randomV4().lowercaseText }

  static func text(_ fields: [String: JSONValue]) -> String {
    JSONValue.object(fields).serializedText()
  }

  static func text(_ value: some Encodable) throws -> String {
    String(decoding: try JSONCoders.makeEncoder().encode(value), as: UTF8.self)
  }

  static func fields(_ text: String, what: String) throws -> [String: JSONValue] {
    guard case .object(let fields) = try JSONValue(parsing: text) else {
      throw SyncStoreError.corrupted(what: what, reason: "fields are not a JSON object")
    }
    return fields
  }

  static func operation(_ name: String) throws -> SyncMutation.Operation {
    guard let operation = SyncMutation.Operation(rawValue: name) else {
      throw SyncStoreError.corrupted(what: "mutation", reason: "unknown operation \"\(name)\"")
    }
    return operation
  }

  static func rejection(_ text: String) throws -> SyncRejection {
    try JSONCoders.makeDecoder().decode(SyncRejection.self, from: Data(text.utf8))
  }

  static func conflict(_ row: SQLiteRow) throws -> SyncConflict {
    let winnerName = try row.value(String.self, named: "winner")
    guard let winner = SyncConflict.Winner(rawValue: winnerName) else {
      throw SyncStoreError.corrupted(what: "conflict", reason: "unknown winner \"\(winnerName)\"")
    }
    let server = try JSONCoders.makeDecoder().decode(
      SyncServerRecord.self, from: Data(try row.value(String.self, named: "server").utf8))
    return SyncConflict(
      id: try row.value(named: "id"),
      type: try row.value(named: "type"),
      recordID: try row.value(named: "record_id"),
      local: try row.value(String?.self, named: "local").map { try fields($0, what: "conflict") },
      server: server,
      winner: winner,
      detectedAt: try row.value(named: "detected_at"))
  }
}
