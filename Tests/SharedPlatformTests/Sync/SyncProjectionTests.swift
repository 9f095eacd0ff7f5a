import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A feature's derived tables follow every record change in the store's own transactions.
@Suite struct SyncProjectionTests {
  /// Party names with their sync status, the way a list screen would keep them.
  struct PartyNames: SyncProjection {
    var name = "test.party-names"
    var version = 1
    var recordTypes = ["parties"]
    /// A name that makes ``apply(_:in:)`` throw, to show the record change rolls back with it.
    var refusedName: String?

    func rebuildSchema(in db: any SQLiteQuerying) throws {
      try db.execute(
        sql: """
          DROP TABLE IF EXISTS test_party_names;
          CREATE TABLE test_party_names (id TEXT PRIMARY KEY, name TEXT NOT NULL, status TEXT NOT NULL);
          """)
    }

    func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws {
      for change in changes {
        switch change {
        case .remove(_, let id):
          try db.run("DELETE FROM test_party_names WHERE id = ?", [.text(id)])
        case .upsert(let record):
          let name = record.fields["name"]?.stringValue ?? ""
          if name == refusedName { throw SyncStoreError.corrupted(what: "party", reason: "refused by the projection") }
          try db.run(
            "INSERT OR REPLACE INTO test_party_names (id, name, status) VALUES (?, ?, ?)",
            [.text(record.id), .text(name), .text(Self.label(record.status))])
        }
      }
    }

    static func label(_ status: SyncRecordStatus) -> String {
      switch status {
      case .synced: "synced"
      case .pending: "pending"
      case .conflict: "conflict"
      case .rejected: "rejected"
      }
    }
  }

  struct Row: Hashable {
    var id: String
    var name: String
    var status: String
  }

  func rows(_ store: SQLiteSyncStore) async throws -> [Row] {
    try await store.read { db in
      try db.query("SELECT id, name, status FROM test_party_names ORDER BY name").map {
        Row(id: try $0.value(named: "id"), name: try $0.value(named: "name"), status: try $0.value(named: "status"))
      }
    }
  }

  func makeStore(
    _ database: SQLiteDatabase? = nil, projection: PartyNames = PartyNames(), schema: SyncSchema? = nil
  ) throws -> SQLiteSyncStore {
    try SQLiteSyncStore(
      database: database ?? SQLiteDatabase(.inMemory), schema: schema ?? .testSchema(), projections: [projection])
  }

  @Test func localWritesReachTheProjectionInTheirOwnTransaction() async throws {
    let store = try makeStore()
    let asha = try await store.create("parties", fields: ["name": "Asha Traders"])
    let bala = try await store.create("parties", fields: ["name": "Bala Stores"])
    _ = try await store.create("products", fields: ["name": "Rice"])
    #expect(
      try await rows(store) == [
        .init(id: asha.id, name: "Asha Traders", status: "pending"),
        .init(id: bala.id, name: "Bala Stores", status: "pending"),
      ])

    _ = try await store.update("parties", id: asha.id, fields: ["name": "Asha & Sons"])
    try await store.delete("parties", id: bala.id)
    #expect(try await rows(store) == [.init(id: asha.id, name: "Asha & Sons", status: "pending")])
  }

  @Test func anAcknowledgedCreateReplacesTheLocalIDInTheProjection() async throws {
    let store = try makeStore()
    let local = try await store.create("parties", fields: ["name": "Asha"])
    let mutation = try #require(try await store.pendingMutations().first)
    try await store.acknowledge(mutation, with: SyncServerRecord(id: "pa_9", version: 1, fields: ["name": "Asha"]))
    #expect(try await rows(store) == [.init(id: "pa_9", name: "Asha", status: "synced")])
    #expect(local.id != "pa_9")
  }

  @Test func downloadedPagesAndTombstonesReachTheProjection() async throws {
    let store = try makeStore()
    try await store.apply(
      SyncChangesPage(
        changes: [
          SyncServerRecord(id: "pa_1", version: 1, fields: ["name": "One"]),
          SyncServerRecord(id: "pa_2", version: 1, fields: ["name": "Two"]),
        ], nextCursor: "2", hasMore: false), of: "parties")
    try await store.apply(
      SyncChangesPage(
        changes: [SyncServerRecord(id: "pa_1", version: 2, deleted: true, fields: [:])], nextCursor: "3",
        hasMore: false), of: "parties")
    #expect(try await rows(store) == [.init(id: "pa_2", name: "Two", status: "synced")])
  }

  @Test func aStatusChangeAloneReachesTheProjection() async throws {
    let store = try makeStore()
    let party = try await store.create("parties", fields: ["name": "Asha"])
    let mutation = try #require(try await store.pendingMutations().first)
    try await store.reject(mutation, SyncRejection(code: "VALIDATION_FAILED", message: "GSTIN is wrong"))
    #expect(try await rows(store) == [.init(id: party.id, name: "Asha", status: "rejected")])
    try await store.discardRejected("parties", id: party.id)
    #expect(try await rows(store).isEmpty, "a refused create that is discarded disappears")
  }

  /// A bulk write of creates and updates runs without the change triggers, telling its projections
  /// what it wrote itself; the triggers are back for every later transaction.
  @Test func aBulkWriteReachesTheProjectionAndLaterChangesStillDo() async throws {
    let store = try makeStore()
    let existing = try await store.create("parties", fields: ["name": "Asha"])
    var writes: [SyncLocalWrite] = (0..<40).map { .create(type: "parties", fields: ["name": .string("Party \($0)")]) }
    writes.append(.update(type: "parties", id: existing.id, fields: ["name": "Asha & Sons"]))
    writes.append(.create(type: "products", fields: ["name": "Rice"]))
    let written = try await store.commit(writes)
    let stored = try await rows(store)
    #expect(stored.count == 41)
    #expect(stored.contains(.init(id: existing.id, name: "Asha & Sons", status: "pending")))
    #expect(Set(stored.map(\.id)) == Set(written.prefix(41).compactMap { $0?.id } + [existing.id]))

    // An acknowledgement and a refusal are noted by the triggers, which the bulk write restored.
    let pending = try await store.pendingMutations()
    #expect(pending[0].recordID == existing.id && pending[0].fields == ["name": "Asha & Sons"], "the update folded in")
    try await store.acknowledge(pending[0], with: SyncServerRecord(id: "pa_1", version: 1, fields: pending[0].fields))
    try await store.reject(pending[1], SyncRejection(code: "VALIDATION_FAILED", message: "name taken"))
    let after = try await rows(store)
    #expect(after.contains(.init(id: "pa_1", name: "Asha & Sons", status: "synced")))
    #expect(after.contains { $0.id == pending[1].recordID && $0.status == "rejected" })
  }

  /// A bulk write that fails leaves neither its records nor a projection without its triggers.
  @Test func aFailedBulkWriteRollsBackAndKeepsTheTriggers() async throws {
    let store = try makeStore(projection: PartyNames(refusedName: "Refused"))
    let writes: [SyncLocalWrite] =
      (0..<30).map { .create(type: "parties", fields: ["name": .string("Party \($0)")]) }
      + [.create(type: "parties", fields: ["name": "Refused"])]
    await #expect(throws: SyncStoreError.self) { _ = try await store.commit(writes) }
    #expect(try await store.records(of: "parties").isEmpty)
    let party = try await store.create("parties", fields: ["name": "Asha"])
    let mutation = try #require(try await store.pendingMutations().first)
    try await store.reject(mutation, SyncRejection(code: "VALIDATION_FAILED", message: "GSTIN is wrong"))
    #expect(try await rows(store) == [.init(id: party.id, name: "Asha", status: "rejected")])
  }

  /// Projections read fields from `sync_record_fields` instead of copying them: live records only.
  @Test func theFieldsViewHoldsEveryLiveRecordsCurrentFields() async throws {
    let store = try makeStore()
    let asha = try await store.create("parties", fields: ["name": "Asha"])
    let bala = try await store.create("parties", fields: ["name": "Bala"])
    // Bala is uploaded, so its delete waits to be sent.
    let create = try #require(try await store.pendingMutations().first { $0.recordID == bala.id })
    let sent = try #require(try await store.markAttempted(create))
    try await store.acknowledge(sent, with: SyncServerRecord(id: "pa_bala", version: 1, fields: sent.fields))
    try await store.delete("parties", id: bala.id)
    _ = try await store.update("parties", id: asha.id, fields: ["name": "Asha & Sons"])
    let viewed = try await store.read { db in
      try db.query("SELECT id, fields FROM sync_record_fields WHERE type = 'parties'").map {
        [try $0.value(String.self, named: "id"), try $0.value(String.self, named: "fields")]
      }
    }
    #expect(viewed == [[asha.id, #"{"name":"Asha & Sons"}"#]], "the deleted record, waiting to be sent, is not live")
  }

  @Test func aThrowingProjectionRollsBackTheRecordChange() async throws {
    let store = try makeStore(projection: PartyNames(refusedName: "Refused"))
    await #expect(throws: SyncStoreError.self) { try await store.create("parties", fields: ["name": "Refused"]) }
    #expect(try await store.records(of: "parties").isEmpty)
    #expect(try await store.pendingMutations().isEmpty)
  }

  @Test func aNewOrChangedVersionRebuildsFromEveryLiveRecord() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.appending("sync.sqlite")
    do {
      let plain = try SQLiteSyncStore(database: SQLiteDatabase(.file(url)), schema: .testSchema())
      _ = try await plain.create("parties", fields: ["name": "Before"])
      let gone = try await plain.create("parties", fields: ["name": "Gone"])
      try await plain.delete("parties", id: gone.id)
    }
    let added = try makeStore(SQLiteDatabase(.file(url)))
    #expect(try await rows(added).map(\.name) == ["Before"], "a new projection is built from the existing records")

    let database = try SQLiteDatabase(.file(url))
    try await database.run("UPDATE test_party_names SET name = 'stale'")
    let same = try makeStore(database)
    #expect(try await rows(same).map(\.name) == ["stale"], "the same version is not rebuilt")
    let bumped = try makeStore(database, projection: PartyNames(version: 2))
    #expect(try await rows(bumped).map(\.name) == ["Before"], "a new version is rebuilt")
  }

  /// A read (a search, a list page) runs beside the writer: a write in progress, such as an
  /// import's transaction, never holds it up, and it sees what was committed before it began.
  @Test(.timeLimit(.minutes(1))) func aReadNeverWaitsForAWriteInProgress() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    let store = try makeStore(database)
    _ = try await store.create("parties", fields: ["name": "Before"])
    let held = await HeldDatabaseQueue.hold(database, inTransaction: true) { db in
      try db.run("INSERT INTO test_party_names (id, name, status) VALUES ('x', 'During', 'pending')")
    }
    #expect(try await rows(store).map(\.name) == ["Before"])
    try await held.release()
    #expect(try await rows(store).map(\.name) == ["Before", "During"])
  }

  @Test(arguments: [false, true])
  func readIsReadOnly(onFile: Bool) async throws {
    let temporary = try TemporaryDatabase()
    let store = try makeStore(onFile ? try temporary.open() : SQLiteDatabase(.inMemory))
    await #expect(throws: SQLiteError.self) {
      try await store.read { db in try db.run("DELETE FROM sync_records") }
    }
    _ = try await store.create("parties", fields: ["name": "Still writable"])
    #expect(try await rows(store).count == 1, "the store's own writes work after a refused read")
    await #expect(throws: SQLiteError.self, "every read is read-only, not only the first") {
      try await store.read { db in try db.run("DELETE FROM sync_records") }
    }
    #expect(try await rows(store).count == 1)
  }

  /// A feature's read on a file database runs on a connection opened read-only: turning `query_only`
  /// off does not let it write, now or in a later read.
  @Test func aReadCannotTurnItsConnectionWritable() async throws {
    let temporary = try TemporaryDatabase()
    let store = try makeStore(try temporary.open())
    _ = try await store.create("parties", fields: ["name": "Kept"])
    await #expect(throws: SQLiteError.self) {
      try await store.read { db in
        try db.execute(sql: "PRAGMA query_only = 0")
        try db.run("DELETE FROM sync_records")
      }
    }
    await #expect(throws: SQLiteError.self) {
      try await store.read { db in try db.run("DELETE FROM sync_mutations") }
    }
    #expect(try await rows(store).count == 1)
    #expect(try await store.pendingMutations().count == 1)
  }

  @Test func projectionsAreCheckedAgainstTheSchema() async throws {
    #expect(throws: SyncSchemaError.duplicateProjection("test.party-names")) {
      try SQLiteSyncStore(
        database: SQLiteDatabase(.inMemory), schema: .testSchema(), projections: [PartyNames(), PartyNames()])
    }
    #expect(throws: SyncSchemaError.unknownProjectionType(projection: "test.party-names", type: "orders")) {
      try makeStore(projection: PartyNames(recordTypes: ["orders"]))
    }
  }

  @Test func appendOnlyRecordsAreCreatedButNeverChanged() async throws {
    let schema = try SyncSchema([
      .testParties(), SyncRecordType("movements", path: ["v1", "sync", "movements"], isAppendOnly: true),
    ])
    let store = try makeStore(schema: schema)
    let movement = try await store.create("movements", fields: ["quantity": "-2"])
    await #expect(throws: SyncStoreError.appendOnly(type: "movements")) {
      try await store.update("movements", id: movement.id, fields: ["quantity": "-3"])
    }
    await #expect(throws: SyncStoreError.appendOnly(type: "movements")) {
      try await store.delete("movements", id: movement.id)
    }
    #expect(try await store.pendingMutations().map(\.operation) == [.create])
  }
}
