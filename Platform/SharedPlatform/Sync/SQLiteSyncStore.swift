import Foundation
import SharedCore

/// The local side of sync in SQLite: records, their queued mutations, the local→server id map,
/// download cursors and conflicts, all in one database so that every change is one transaction.
///
/// - A write updates the record and queues (or folds into) its mutation in one transaction; reads
///   and ``search(_:text:)`` see it at once. A write of a few records runs on the calling task
///   when the database is free and its commit cannot wait or sync, sparing two thread hops; any
///   other write, and any that would wait, runs on the database's queue.
/// - An acknowledged create swaps the local id for the server's in the record, in every record and
///   queued mutation referencing it (found through an index of local references, not a scan) and
///   in the id map, in one transaction. Ids and references written later through a replaced local
///   id are translated through the map.
/// - A downloaded page and its cursor are one transaction; records with queued mutations keep
///   their local state.
///
/// - Features' `SyncProjection`s (search indexes, list tables) are updated inside the same
///   transactions, and read through ``read(_:)``.
///
/// Its schema is versioned under the migration domain `"sync"`.
public final class SQLiteSyncStore: SyncStore {
  /// The record types this store holds.
  public let schema: SyncSchema
  /// The feature tables kept current with the records.
  public let projections: [any SyncProjection]
  /// The database's write locks (``SQLiteDatabase/writeLocks``): every store over the same database
  /// shares them.
  public var writeLocks: WriteLocks { database.writeLocks }
  let projectedTypes: Set<String>
  let database: SQLiteDatabase
  let now: @Sendable () -> Date
  /// Whether the schema is migrated and the projections installed on the database's connection.
  let isPrepared = LockedValue(false)
  /// The record types of each committed transaction, for ``committedChanges()``.
  let commits = SnapshotBroadcaster<Set<String>>()

  /// Creates the store over `database`. The first use migrates the store's tables and builds any
  /// projection that is new or whose version changed; that use throws what setting up throws
  /// (`SQLiteError` for a schema newer than this code, or what a projection's rebuild throws).
  /// - Throws: `SyncSchemaError` if two projections share a name or one follows an undeclared type.
  public init(
    database: SQLiteDatabase, schema: SyncSchema, projections: [any SyncProjection] = [],
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws(SyncSchemaError) {
    try Self.validate(projections, against: schema)
    self.database = database
    self.schema = schema
    self.projections = projections
    self.projectedTypes = Set(projections.flatMap(\.recordTypes))
    self.now = now
  }

  // MARK: - Local writes

  /// The most records a ``commit(_:)`` may write on the calling task instead of the database's
  /// queue: an invoice with its lines, not an import.
  static let shortWriteLimit = 16

  /// Creates a record with a fresh local id and queues its create.
  public func create(_ type: String, fields: [String: JSONValue]) async throws -> SyncRecord {
    _ = try schema.type(named: type)
    return try await localWrite(isShort: true) { [self] db, written in
      try insertRecord(type, fields: fields, db, written)
    }
  }

  /// Replaces a record's fields and queues the change.
  public func update(_ type: String, id: String, fields: [String: JSONValue]) async throws -> SyncRecord {
    guard try !schema.type(named: type).isAppendOnly else { throw SyncStoreError.appendOnly(type: type) }
    return try await localWrite(isShort: true) { [self] db, written in
      try replaceRecord(type, id: id, fields: fields, db, written)
    }
  }

  /// Deletes a record locally and queues the delete; a create that was never sent is dropped instead.
  public func delete(_ type: String, id: String) async throws {
    guard try !schema.type(named: type).isAppendOnly else { throw SyncStoreError.appendOnly(type: type) }
    try await localWrite(isShort: true) { [self] db, written in try deleteRecord(type, id: id, db, written) }
  }

  /// Applies `writes` in order and queues each, in one transaction: all of them or, when one
  /// throws, none. A bulk write encodes its records' fields on another core, ahead of the
  /// statements that store them.
  public func commit(_ writes: [SyncLocalWrite]) async throws -> [SyncRecord?] {
    for write in writes {
      let type = try schema.type(named: write.type)
      if type.isAppendOnly, !write.isCreate { throw SyncStoreError.appendOnly(type: type.name) }
    }
    guard !writes.isEmpty else { return [] }
    let isShort = writes.count <= Self.shortWriteLimit
    let createsAndUpdates = !writes.contains { if case .delete = $0 { true } else { false } }
    return try await localWrite(
      isShort: isShort, remembersEveryTouch: !isShort && createsAndUpdates, expectedRecords: writes.count
    ) {
      [self] db, written in
      // On the database's queue for any write but a short one, which encodes in the loop.
      let texts = LookaheadMap(writes, chunkSize: Self.encodedPerChunk, Self.encodedFields)
      return try writes.map { write -> SyncRecord? in
        let text = try texts.next() ?? nil
        switch write {
        case .create(let type, let fields):
          return try insertRecord(type, fields: fields, encoded: text, db, written)
        case .update(let type, let id, let fields):
          return try replaceRecord(type, id: id, fields: fields, encoded: text, db, written)
        case .delete(let type, let id):
          try deleteRecord(type, id: id, db, written)
          return nil
        }
      }
    }
  }

  /// How many writes' fields a bulk write encodes at a time, ahead of storing them.
  private static let encodedPerChunk = 256

  /// The stored text of a create's or an update's fields.
  @Sendable private static func encodedFields(of write: SyncLocalWrite) -> String? {
    switch write {
    case .create(_, let fields), .update(_, _, let fields): text(fields)
    case .delete: nil
    }
  }

  /// The text stored for `resolved`: `encoded`, the caller's encoding of the fields as written,
  /// unless resolving replaced a reference in them.
  private static func storedText(of resolved: [String: JSONValue], encoded: String?, isChanged: Bool) -> String {
    if let encoded, !isChanged { return encoded }
    return text(resolved)
  }

  /// Stores a new record and queues its create. `encoded` is `fields` already encoded, if the
  /// caller has it.
  private func insertRecord(
    _ type: String, fields: [String: JSONValue], encoded: String? = nil, _ db: SQLiteConnection,
    _ written: WrittenRecords
  ) throws -> SyncRecord {
    let id = SyncLocalID.make()
    let (resolved, isChanged) = try resolvingReplacedIDs(in: fields, of: type, recordID: nil, db)
    let text = Self.storedText(of: resolved, encoded: encoded, isChanged: isChanged)
    try db.run(
      "INSERT INTO sync_records (type, id, fields, version, server_fields, deleted) VALUES (?, ?, ?, NULL, NULL, 0)",
      [.text(type), .text(id), .text(text)])
    try indexLocalReferences(in: resolved, of: type, id: id, db)
    try enqueue(.create, type: type, id: id, fields: resolved, db)
    let record = SyncRecord(type: type, id: id, version: nil, fields: resolved, status: .pending)
    written.remember(record)
    return record
  }

  /// Replaces a record's fields and queues the change. `encoded` is `fields` already encoded, if
  /// the caller has it.
  private func replaceRecord(
    _ type: String, id: String, fields: [String: JSONValue], encoded: String? = nil, _ db: SQLiteConnection,
    _ written: WrittenRecords
  ) throws -> SyncRecord {
    let id = try currentID(id, db)
    guard let stored = try storedRecord(type, id: id, db), !stored.deleted else {
      throw SyncStoreError.recordNotFound(type: type, id: id)
    }
    let (resolved, isChanged) = try resolvingReplacedIDs(in: fields, of: type, recordID: id, db)
    let text = Self.storedText(of: resolved, encoded: encoded, isChanged: isChanged)
    try db.run("UPDATE sync_records SET fields = ? WHERE type = ? AND id = ?", [.text(text), .text(type), .text(id)])
    try db.run("DELETE FROM sync_local_references WHERE type = ? AND record_id = ?", [.text(type), .text(id)])
    try indexLocalReferences(in: resolved, of: type, id: id, db)
    try enqueue(.update, type: type, id: id, fields: resolved, text: text, db)
    let record = SyncRecord(
      type: type, id: id, version: stored.version, fields: resolved, status: try status(type, id, db))
    written.remember(record)
    return record
  }

  private func deleteRecord(_ type: String, id: String, _ db: SQLiteConnection, _ written: WrittenRecords) throws {
    // Removing a record can park other records' mutations: their statuses must be read back.
    written.distrust()
    let id = try currentID(id, db)
    guard let stored = try storedRecord(type, id: id, db), !stored.deleted else {
      throw SyncStoreError.recordNotFound(type: type, id: id)
    }
    if try enqueue(.delete, type: type, id: id, fields: [:], db) {
      try db.run("UPDATE sync_records SET deleted = 1 WHERE type = ? AND id = ?", [.text(type), .text(id)])
    } else {
      try removeRecord(type, id: id, db)
    }
  }

  // MARK: - Local reads

  /// The live record, found by its id or by a local id the server's has replaced.
  public func record(_ type: String, id: String) async throws -> SyncRecord? {
    try await access { [self] db in
      let id = try currentID(id, db)
      guard let stored = try storedRecord(type, id: id, db), !stored.deleted else { return nil }
      return SyncRecord(
        type: type, id: id, version: stored.version, fields: stored.fields, status: try status(type, id, db))
    }
  }

  /// Every live record of `type`, in id order.
  public func records(of type: String) async throws -> [SyncRecord] {
    try await access { [self] db in
      try liveRecords(
        type, where: "", parameters: [], db)
    }
  }

  /// The live records of `type` with a top-level text field containing `text` (ASCII case-insensitive).
  public func search(_ type: String, text: String) async throws -> [SyncRecord] {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
    return try await access { [self] db in
      try liveRecords(
        type,
        where: """
           AND EXISTS (SELECT 1 FROM json_each(sync_records.fields) AS field
                       WHERE field.type = 'text' AND field.value LIKE ? ESCAPE '\\')
          """,
        parameters: [.text("%" + escaped + "%")], db)
    }
  }

  // MARK: - Conflicts and rejections

  /// The open conflicts, oldest first.
  public func conflicts() async throws -> [SyncConflict] {
    try await access { db in
      try db.query(
        "SELECT id, type, record_id, local, server, winner, detected_at FROM sync_conflicts ORDER BY sequence"
      ).map(Self.conflict)
    }
  }

  /// Marks a conflict resolved.
  public func resolveConflict(_ id: UUID) async throws {
    let removed = try await write { db in try db.run("DELETE FROM sync_conflicts WHERE id = ?", [id.sqliteValue]) }
    guard removed > 0 else { throw SyncStoreError.conflictNotFound(id) }
  }

  /// The refused mutations, oldest first.
  public func rejectedMutations() async throws -> [SyncMutation] {
    try await access { [self] db in
      try mutations(where: "m.rejection IS NOT NULL", [], db)
    }
  }

  /// Queues a refused mutation again, as it is now, under the idempotency key it was refused with.
  public func resubmitRejected(_ type: String, id: String) async throws {
    try await write { [self] db in
      let id = try currentID(id, db)
      let changed = try db.run(
        """
        UPDATE sync_mutations SET rejection = NULL, revision = revision + 1
        WHERE type = ? AND record_id = ? AND rejection IS NOT NULL
        """,
        [.text(type), .text(id)])
      guard changed > 0 else { throw SyncStoreError.noRejectedMutation(type: type, id: id) }
    }
  }

  /// Abandons a refused change: the record returns to the server's state; a refused create is removed.
  public func discardRejected(_ type: String, id: String) async throws {
    try await write { [self] db in
      let id = try currentID(id, db)
      let rejected = try mutations(
        where: "m.type = ? AND m.record_id = ? AND m.rejection IS NOT NULL", [.text(type), .text(id)], db)
      guard !rejected.isEmpty else { throw SyncStoreError.noRejectedMutation(type: type, id: id) }
      try db.run("DELETE FROM sync_mutations WHERE type = ? AND record_id = ?", [.text(type), .text(id)])
      try db.run("DELETE FROM sync_local_references WHERE type = ? AND record_id = ?", [.text(type), .text(id)])
      if let newer = try db.queryFirst(
        "SELECT newer_server FROM sync_records WHERE type = ? AND id = ?", [.text(type), .text(id)]
      )?.value(String?.self, named: "newer_server") {
        // The server changed while the refused change was queued: take its newest state.
        let record = try JSONCoders.makeDecoder().decode(SyncServerRecord.self, from: Data(newer.utf8))
        try writeServerRecord(record, of: type, db)
        return
      }
      guard let stored = try storedRecord(type, id: id, db), let serverFields = stored.serverFields else {
        try removeRecord(type, id: id, db)
        return
      }
      try db.run(
        "UPDATE sync_records SET fields = ?, deleted = 0 WHERE type = ? AND id = ?",
        [.text(Self.text(serverFields)), .text(type), .text(id)])
    }
  }
}
