import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Upgrades of the sync schema: the third version (fewer pages per write, the same data, queue
/// sequence numbers still never used twice), the fourth (a revision per queued mutation) and the
/// fifth (a create not yet attempted shares its record's fields).
@Suite struct SQLiteSyncStoreMigrationTests {
  /// The database at `temporary` as an earlier version left it: migrated by the first `count` sync
  /// migrations only.
  private static func database(at temporary: TemporaryDatabase, migratedBy count: Int) async throws -> SQLiteDatabase {
    let database = try temporary.open()
    try await SQLiteMigrator(domain: "sync", migrations: Array(SQLiteSyncStore.migrator.migrations.prefix(count)))
      .migrate(database)
    return database
  }

  @Test func upgradingFromVersion2KeepsEveryRowAndTheSequencesHighWaterMark() async throws {
    let temporary = try TemporaryDatabase()
    let party = SyncLocalID.make()
    let invoice = SyncLocalID.make()
    do {
      let database = try await Self.database(at: temporary, migratedBy: 2)
      try await database.transaction { db in
        let record =
          "INSERT INTO sync_records (type, id, fields, version, server_fields, deleted) VALUES (?, ?, ?, ?, ?, 0)"
        try db.run(record, ["parties", .text(party), #"{"name":"Asha Traders"}"#, .null, .null])
        try db.run(
          record, ["invoices", .text(invoice), .text(#"{"number":"INV-1","partyId":"\#(party)"}"#), .null, .null])
        try db.run(record, ["products", "server-7", #"{"name":"Basmati"}"#, 3, #"{"name":"Basmati"}"#])
        let mutation = """
          INSERT INTO sync_mutations (type, record_id, operation, fields, idempotency_key, attempted, rejection)
          VALUES (?, ?, 'create', ?, ?, 0, NULL)
          """
        try db.run(mutation, ["parties", .text(party), #"{"name":"Asha Traders"}"#, "key-1"])
        try db.run(
          mutation, ["invoices", .text(invoice), .text(#"{"number":"INV-1","partyId":"\#(party)"}"#), "key-2"])
        try db.run(mutation, ["products", "gone", "{}", "key-3"])
        // AUTOINCREMENT remembers 3 although the largest queued is now 2.
        try db.run("DELETE FROM sync_mutations WHERE sequence = 3")
        try db.run("INSERT INTO sync_dependencies (local_id, sequence) VALUES (?, 2)", [.text(party)])
        try db.run(
          "INSERT INTO sync_local_references (local_id, type, record_id) VALUES (?, 'invoices', ?)",
          [
            .text(party), .text(invoice),
          ])
      }
      await database.close()
    }

    let store = try SQLiteSyncStore(database: temporary.open(), schema: .testSchema())
    let pending = try await store.pendingMutations()
    #expect(pending.map(\.sequence) == [1, 2])
    #expect(pending.map(\.idempotencyKey) == ["key-1", "key-2"])
    #expect(pending.last?.dependencies == [party])
    #expect(try await store.record("parties", id: party)?.fields["name"] == "Asha Traders")
    #expect(try await store.record("products", id: "server-7")?.version == 3)
    #expect(try await store.record("products", id: "server-7")?.status == .synced)

    // A new mutation goes past the 3 that AUTOINCREMENT had handed out, not after the largest queued.
    let product = try await store.create("products", fields: ["name": "Cumin"])
    #expect(try await store.pendingMutations().last.map { [$0.recordID, String($0.sequence)] } == [product.id, "4"])

    let schema = try await store.read { db in
      try db.query("SELECT name, sql FROM sqlite_master WHERE tbl_name IN ('sync_records', 'sync_mutations')")
        .map { try "\($0.value(String.self, named: "name")): \($0.value(String?.self, named: "sql") ?? "")" }
    }
    #expect(schema.contains { $0.hasPrefix("sync_records:") && $0.contains("WITHOUT ROWID") })
    #expect(!schema.contains { $0.hasPrefix("sqlite_autoindex_sync_mutations") }, "no unique index on the keys")
    #expect(!schema.contains { $0.contains("AUTOINCREMENT") })
  }

  @Test func aSequenceIsNeverUsedTwiceAfterItsMutationIsDroppedOrSent() async throws {
    let schema = try SyncSchema.testSchema()
    let server = InMemorySyncServer(schema: schema, validators: InMemorySyncServer.testValidators)
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    let first = try await store.create("parties", fields: ["name": "A"])
    let second = try await store.create("parties", fields: ["name": "B"])
    #expect(try await store.pendingMutations().map(\.sequence) == [1, 2])
    // A create deleted before it was sent leaves no mutation; its number is not handed out again.
    try await store.delete("parties", id: second.id)
    _ = try await store.create("parties", fields: ["name": "C"])
    #expect(try await store.pendingMutations().map(\.sequence) == [1, 3])

    _ = try await SyncEngine(store: store, remote: server).sync()
    #expect(try await store.pendingMutations().isEmpty)
    _ = try await store.update(
      "parties", id: try #require(try await store.records(of: "parties").first?.id),
      fields: [
        "name": "A2"
      ])
    #expect(try await store.pendingMutations().map(\.sequence) == [4])
    #expect(try await store.record("parties", id: first.id) != nil, "the first record was renamed to its server id")
  }

  @Test func upgradingFromVersion3GivesEveryQueuedMutationARevisionAndKeepsIt() async throws {
    let temporary = try TemporaryDatabase()
    let party = SyncLocalID.make()
    do {
      let database = try await Self.database(at: temporary, migratedBy: 3)
      try await database.transaction { db in
        try db.run(
          "INSERT INTO sync_records (type, id, fields, version, server_fields, deleted) VALUES (?, ?, ?, NULL, NULL, 0)",
          ["parties", .text(party), #"{"name":"Asha"}"#])
        try db.run(
          """
          INSERT INTO sync_mutations (sequence, type, record_id, operation, fields, idempotency_key, attempted, rejection)
          VALUES (7, ?, ?, 'create', ?, 'key-7', 0, NULL)
          """,
          ["parties", .text(party), #"{"name":"Asha"}"#])
      }
      await database.close()
    }

    let store = try SQLiteSyncStore(database: temporary.open(), schema: .testSchema())
    let read = try #require(try await store.pendingMutations().first)
    #expect((read.sequence, read.revision, read.idempotencyKey) == (7, 0, "key-7"))
    _ = try await store.update("parties", id: party, fields: ["name": "Asha Traders"])
    let folded = try #require(try await store.pendingMutations().first)
    #expect((folded.sequence, folded.revision, folded.idempotencyKey) == (7, 1, "key-7"))
    #expect(try await store.markAttempted(read) == nil, "the copy read before the fold is out of date")
    #expect(try await store.markAttempted(folded)?.fields == ["name": "Asha Traders"])
  }

  @Test func upgradingFromVersion4DropsTheCopiesOfUnsentCreatesAndKeepsTheRest() async throws {
    let temporary = try TemporaryDatabase()
    let party = SyncLocalID.make()
    let invoice = SyncLocalID.make()
    do {
      let database = try await Self.database(at: temporary, migratedBy: 4)
      try await database.transaction { db in
        let record =
          "INSERT INTO sync_records (type, id, fields, version, server_fields, deleted) VALUES (?, ?, ?, NULL, NULL, 0)"
        try db.run(record, ["parties", .text(party), #"{"name":"Asha"}"#])
        try db.run(record, ["invoices", .text(invoice), .text(#"{"number":"INV-1","partyId":"\#(party)"}"#)])
        let mutation = """
          INSERT INTO sync_mutations (sequence, type, record_id, operation, fields, idempotency_key, attempted, revision)
          VALUES (?, ?, ?, 'create', ?, ?, ?, 2)
          """
        // The party's create was sent (attempted) with an older name; the invoice's never was.
        try db.run(mutation, [5, "parties", .text(party), #"{"name":"Asha (sent)"}"#, "key-5", 1])
        try db.run(
          mutation, [6, "invoices", .text(invoice), .text(#"{"number":"INV-1","partyId":"\#(party)"}"#), "key-6", 0])
        try db.run("INSERT INTO sync_dependencies (local_id, sequence) VALUES (?, 6)", [.text(party)])
      }
      await database.close()
    }

    let store = try SQLiteSyncStore(database: temporary.open(), schema: .testSchema())
    let pending = try await store.pendingMutations()
    #expect(pending.map(\.sequence) == [5, 6])
    #expect(pending.map(\.revision) == [2, 2])
    #expect(pending.map(\.idempotencyKey) == ["key-5", "key-6"])
    #expect(pending[0].fields == ["name": "Asha (sent)"], "an attempted create keeps what was sent")
    #expect(pending[1].fields == ["number": "INV-1", "partyId": .string(party)])
    #expect(pending[1].dependencies == [party])
    #expect(
      try await SQLiteSyncStoreUnsentCreateTests.storedFields(store) == [
        party: #"{"name":"Asha (sent)"}"#, invoice: nil,
      ])
    // The queue's sequence trigger survived the rebuild: a dropped number is not handed out again.
    try await store.delete("invoices", id: invoice)
    let next = try await store.create("parties", fields: ["name": "Bala"])
    #expect(try await store.pendingMutations().last.map { [$0.recordID, String($0.sequence)] } == [next.id, "7"])
  }
}
