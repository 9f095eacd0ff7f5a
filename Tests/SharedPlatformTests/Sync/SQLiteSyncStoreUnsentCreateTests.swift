import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A create not yet attempted keeps no copy of its record's fields (the sync schema's fifth version).
@Suite struct SQLiteSyncStoreUnsentCreateTests {
  /// The fields column of every queued mutation, by record id (`nil` for NULL).
  static func storedFields(_ store: SQLiteSyncStore) async throws -> [String: String?] {
    try await store.read { db in
      var stored: [String: String?] = [:]
      for row in try db.query("SELECT record_id, fields FROM sync_mutations") {
        stored[try row.value(String.self, named: "record_id")] = try row.value(String?.self, named: "fields")
      }
      return stored
    }
  }

  @Test func anUnsentCreateReadsItsRecordsFieldsAndKeepsACopyOnceAttempted() async throws {
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
    let party = try await store.create("parties", fields: ["name": "Asha"])
    _ = try await store.update("parties", id: party.id, fields: ["name": "Asha Traders"])
    #expect(try await Self.storedFields(store) == [party.id: nil])
    let queued = try #require(try await store.pendingMutations().first)
    #expect((queued.operation, queued.fields) == (.create, ["name": "Asha Traders"]))

    // Once attempted, the server may have this content: a later change queues behind it.
    let sent = try #require(try await store.markAttempted(queued))
    _ = try await store.update("parties", id: party.id, fields: ["name": "Asha & Sons"])
    let kept = try await store.read { db in
      try db.query("SELECT fields FROM sync_mutations ORDER BY sequence").map {
        try $0.value(String.self, named: "fields")
      }
    }
    #expect(kept == [#"{"name":"Asha Traders"}"#, #"{"name":"Asha & Sons"}"#])
    let pending = try await store.pendingMutations()
    #expect(pending.map(\.operation) == [.create, .update])
    #expect(pending.map(\.fields) == [["name": "Asha Traders"], ["name": "Asha & Sons"]])
    #expect(sent.fields == ["name": "Asha Traders"])
  }

  @Test func aRefusedCreateThatIsEditedAgainFollowsItsRecord() async throws {
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
    let party = try await store.create("parties", fields: ["name": "Asha"])
    let queued = try #require(try await store.pendingMutations().first)
    let sent = try #require(try await store.markAttempted(queued))
    try await store.reject(sent, SyncRejection(code: "VALIDATION_FAILED", message: "GSTIN is wrong"))
    #expect(try await store.rejectedMutations().first?.fields == ["name": "Asha"])
    _ = try await store.update("parties", id: party.id, fields: ["name": "Asha", "gstin": "27AAPFU0939F1ZV"])
    let edited = try #require(try await store.pendingMutations().first)
    #expect(edited.operation == .create)
    #expect(edited.fields == ["name": "Asha", "gstin": "27AAPFU0939F1ZV"])
    #expect(try await Self.storedFields(store) == [party.id: nil])
  }

  @Test func theStoreRefusesAQueuedChangeWithoutFieldsThatIsNotAnUnsentCreate() async throws {
    let database = try SQLiteDatabase(.inMemory)
    let store = try SQLiteSyncStore(database: database, schema: .testSchema())
    let party = try await store.create("parties", fields: ["name": "Asha"])
    await #expect(throws: SQLiteError.self) {
      try await database.transaction { db in
        try db.run("UPDATE sync_mutations SET attempted = 1 WHERE record_id = ?", [.text(party.id)])
      }
    }
    await #expect(throws: SQLiteError.self) {
      try await database.transaction { db in
        try db.run("UPDATE sync_mutations SET operation = 'update' WHERE record_id = ?", [.text(party.id)])
      }
    }
  }
}
