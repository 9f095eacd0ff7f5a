import SharedCore

/// Feature projections: kept current inside every write transaction, rebuilt when their version
/// changes, readable through ``SQLiteSyncStore/read(_:)``.
///
/// Which records a transaction touched is collected by temporary triggers on the store's tables
/// (records, queued mutations, conflicts), so no write path can forget to report one: the
/// triggers exist on this connection only, and only when the store has projections.
extension SQLiteSyncStore {
  /// Runs `body` in one read transaction on the store's database (`PRAGMA query_only`): it sees one
  /// snapshot, and writes throw.
  ///
  /// On a file database the read runs beside the writer (see `SQLiteDatabase/queuedRead(_:)`): a
  /// search or a list page never waits for a write in progress, such as an import's transaction,
  /// and sees everything committed before it began.
  public func read<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
    if !isPrepared.withLock({ $0 }) { try await access { _ in } }
    return try await database.queuedRead { db in try body(db) }
  }

  /// Runs `body` on the connection, once the store is set up.
  @discardableResult
  func access<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try await database.withConnection { [self] db in
      try prepare(db)
      return try body(db)
    }
  }

  /// Runs `body` in one transaction and, before it commits, hands every touched record's final
  /// state to the projections that follow its type.
  @discardableResult
  func write<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try await localWrite { db, written in
      written.distrust()
      return try body(db)
    }
  }

  /// ``write(_:)`` for the local write paths, which remember the records they store in `written`:
  /// the projections get those as they are instead of reading them back.
  ///
  /// A write of a few records (`isShort`) runs on the calling task when that needs no waiting (see
  /// `SQLiteDatabase.writeWithoutQueue(_:)`), sparing it two thread hops; otherwise, and whenever
  /// that declines, on the database's queue. `body` may therefore run twice, the first run rolled
  /// back: it changes nothing but the database.
  ///
  /// A body that `remembersEveryTouch` (it creates and updates records, and so touches nothing but
  /// the records it remembers and their own mutations) runs with the change triggers dropped for
  /// the length of its transaction: a trigger's run costs a bulk write of 50,000 records about a
  /// third of a second, to learn what `written` already knows. `expectedRecords` sizes `written`
  /// for the records a bulk write will store.
  @discardableResult
  func localWrite<T: Sendable>(
    isShort: Bool = false, remembersEveryTouch: Bool = false, expectedRecords: Int = 0,
    _ body: @Sendable (SQLiteConnection, WrittenRecords) throws -> T
  ) async throws -> T {
    let untracked = remembersEveryTouch && !projections.isEmpty
    @Sendable func work(_ db: SQLiteConnection) throws -> Projected<T> {
      let written = WrittenRecords(capacity: expectedRecords)
      // Temporary-schema changes are part of the transaction: a rollback restores the triggers.
      if untracked { try db.execute(sql: Self.dropRecordTouchTriggers) }
      let result = try body(db, written)
      if untracked { try db.execute(sql: Self.touchTriggers) }
      return Projected(result: result, types: try project(db, written))
    }
    let projected: Projected<T>
    if isShort, isPrepared.withLock({ $0 }), let result = try database.writeWithoutQueue(work) {
      projected = result
    } else {
      projected = try await access { db in try db.transaction(work) }
    }
    if !projected.types.isEmpty { commits.yield(projected.types) }
    return projected.result
  }

  /// The record types each committed transaction changed (see `SyncStore.committedChanges()`).
  public func committedChanges() -> AsyncStream<Set<String>> {
    commits.stream(startingWith: [], bufferingPolicy: .bufferingNewest(32))
  }

  /// A transaction's result and the projected record types it touched.
  private struct Projected<Result: Sendable>: Sendable {
    var result: Result
    var types: Set<String>
  }

  /// Migrates the store's tables, installs the change triggers and rebuilds every projection whose
  /// stored version differs; once per store. Runs on the database's queue, so never concurrently.
  private func prepare(_ db: SQLiteConnection) throws {
    guard !isPrepared.withLock({ $0 }) else { return }
    try Self.migrator.migrateIfNeeded(on: db)
    if !projections.isEmpty {
      try db.execute(sql: Self.touchTriggers)
      for projection in projections { try rebuildIfOutdated(projection, db) }
    }
    isPrepared.withLock { $0 = true }
  }

  private func rebuildIfOutdated(_ projection: any SyncProjection, _ db: SQLiteConnection) throws {
    try db.transaction { db in
      let built = try db.queryFirst("SELECT version FROM sync_projections WHERE name = ?", [.text(projection.name)])?
        .value(Int.self, named: "version")
      guard built != projection.version else { return }
      try projection.rebuildSchema(in: db)
      for type in projection.recordTypes {
        let records = try liveRecords(type, where: "", parameters: [], db)
        for start in stride(from: 0, to: records.count, by: Self.replayBatchSize) {
          let batch = records[start..<min(start + Self.replayBatchSize, records.count)]
          try projection.apply(batch.map(SyncRecordChange.upsert), in: db)
        }
      }
      try db.run(
        """
        INSERT INTO sync_projections (name, version) VALUES (?, ?)
        ON CONFLICT (name) DO UPDATE SET version = excluded.version
        """,
        [.text(projection.name), .integer(Int64(projection.version))])
    }
  }

  /// Hands the records touched in this transaction (those the triggers noted, then those `written`
  /// remembers and they did not, in the order remembered) to their projections, then forgets them.
  /// - Returns: The projected record types touched.
  private func project(_ db: SQLiteConnection, _ written: WrittenRecords) throws -> Set<String> {
    guard !projections.isEmpty else { return [] }
    var touched: [WrittenRecords.Key] = []
    var noted: Set<WrittenRecords.Key> = []
    for row in try db.query("SELECT type, id FROM temp.sync_touched ORDER BY rowid") {
      let key = WrittenRecords.Key(type: try row.value(named: "type"), id: try row.value(named: "id"))
      touched.append(key)
      noted.insert(key)
    }
    if !touched.isEmpty { try db.run("DELETE FROM temp.sync_touched") }
    var changes: [String: [SyncRecordChange]] = [:]
    for key in touched {
      let (type, id) = (key.type, key.id)
      guard projectedTypes.contains(type) else { continue }
      if let record = written.record(key) {
        changes[type, default: []].append(.upsert(record))
      } else if let stored = try storedRecord(type, id: id, db), !stored.deleted {
        let record = SyncRecord(
          type: type, id: id, version: stored.version, fields: stored.fields, status: try status(type, id, db))
        changes[type, default: []].append(.upsert(record))
      } else {
        changes[type, default: []].append(.remove(type: type, id: id))
      }
    }
    // A bulk write drops the triggers, which then note nothing: its records go as remembered.
    for record in written.records where projectedTypes.contains(record.type) {
      if !noted.isEmpty, noted.contains(WrittenRecords.Key(record)) { continue }
      changes[record.type, default: []].append(.upsert(record))
    }
    for projection in projections {
      let relevant = projection.recordTypes.flatMap { changes[$0] ?? [] }
      if !relevant.isEmpty { try projection.apply(relevant, in: db) }
    }
    return Set(changes.keys)
  }

  /// Checks that projection names are unique and follow declared types.
  static func validate(_ projections: [any SyncProjection], against schema: SyncSchema) throws(SyncSchemaError) {
    var names: Set<String> = []
    for projection in projections {
      guard names.insert(projection.name).inserted else { throw .duplicateProjection(projection.name) }
      for type in projection.recordTypes {
        do { _ = try schema.type(named: type) } catch {
          throw .unknownProjectionType(projection: projection.name, type: type)
        }
      }
    }
  }

  private static let replayBatchSize = 500

  /// Drops the triggers that note record and mutation changes (see
  /// ``localWrite(isShort:remembersEveryTouch:expectedRecords:_:)``); ``touchTriggers`` creates them
  /// again.
  private static let dropRecordTouchTriggers = """
    DROP TRIGGER temp.sync_touched_record_insert;
    DROP TRIGGER temp.sync_touched_record_update;
    DROP TRIGGER temp.sync_touched_record_delete;
    DROP TRIGGER temp.sync_touched_mutation_insert;
    DROP TRIGGER temp.sync_touched_mutation_update;
    DROP TRIGGER temp.sync_touched_mutation_delete;
    """

  /// A record is touched when its row changes, when a mutation of it is queued, refused, sent or
  /// dropped (its status changes), and when a conflict on it is recorded or resolved.
  private static let touchTriggers = """
    CREATE TEMP TABLE IF NOT EXISTS sync_touched (type TEXT NOT NULL, id TEXT NOT NULL, UNIQUE (type, id));
    CREATE TEMP TRIGGER IF NOT EXISTS sync_touched_record_insert AFTER INSERT ON main.sync_records
    BEGIN INSERT OR IGNORE INTO sync_touched (type, id) VALUES (new.type, new.id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS sync_touched_record_update AFTER UPDATE ON main.sync_records
    BEGIN
      INSERT OR IGNORE INTO sync_touched (type, id) VALUES (old.type, old.id);
      INSERT OR IGNORE INTO sync_touched (type, id) VALUES (new.type, new.id);
    END;
    CREATE TEMP TRIGGER IF NOT EXISTS sync_touched_record_delete AFTER DELETE ON main.sync_records
    BEGIN INSERT OR IGNORE INTO sync_touched (type, id) VALUES (old.type, old.id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS sync_touched_mutation_insert AFTER INSERT ON main.sync_mutations
    BEGIN INSERT OR IGNORE INTO sync_touched (type, id) VALUES (new.type, new.record_id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS sync_touched_mutation_update
    AFTER UPDATE OF rejection, record_id ON main.sync_mutations
    BEGIN INSERT OR IGNORE INTO sync_touched (type, id) VALUES (new.type, new.record_id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS sync_touched_mutation_delete AFTER DELETE ON main.sync_mutations
    BEGIN INSERT OR IGNORE INTO sync_touched (type, id) VALUES (old.type, old.record_id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS sync_touched_conflict_insert AFTER INSERT ON main.sync_conflicts
    BEGIN INSERT OR IGNORE INTO sync_touched (type, id) VALUES (new.type, new.record_id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS sync_touched_conflict_delete AFTER DELETE ON main.sync_conflicts
    BEGIN INSERT OR IGNORE INTO sync_touched (type, id) VALUES (old.type, old.record_id); END;
    """
}
