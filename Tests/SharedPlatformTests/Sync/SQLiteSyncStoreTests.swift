import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The local half of sync: writes, coalescing, id replacement, rejections, downloads.
@Suite struct SQLiteSyncStoreTests {
  func makeStore() async throws -> SQLiteSyncStore {
    try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
  }

  private static func server(_ id: String, version: Int = 1, _ fields: [String: JSONValue]) -> SyncServerRecord {
    SyncServerRecord(id: id, version: version, fields: fields)
  }

  @Test func aLocalWriteIsReadableAndSearchableAtOnceAndQueued() async throws {
    let store = try await makeStore()
    let party = try await store.create("parties", fields: ["name": "Asha Traders", "city": "Pune"])
    #expect(SyncLocalID.isLocal(party.id))
    #expect(try await store.record("parties", id: party.id)?.fields["name"] == "Asha Traders")
    #expect(try await store.record("parties", id: party.id)?.status == .pending)
    #expect(try await store.search("parties", text: "asha").map(\.id) == [party.id])
    #expect(try await store.search("parties", text: "%").isEmpty, "LIKE wildcards in the query are literal")
    let pending = try await store.pendingMutations()
    #expect(pending.map(\.operation) == [.create])
    #expect(pending.first?.recordID == party.id)
  }

  /// Local writes run on their callers' tasks when the database is free, on its queue when not:
  /// from many tasks at once, every record lands with exactly its own queued create.
  @Test func concurrentLocalWritesEachLandWithTheirMutation() async throws {
    let temporary = try TemporaryDatabase()
    let store = try SQLiteSyncStore(database: temporary.open(), schema: .testSchema())
    _ = try await store.records(of: "parties")
    let ids = try await withThrowingTaskGroup(of: [String].self) { group in
      for task in 0..<8 {
        group.addTask {
          var ids: [String] = []
          for index in 0..<40 {
            ids.append(try await store.create("parties", fields: ["name": .string("Party \(task)-\(index)")]).id)
            if index.isMultiple(of: 10) { _ = try await store.records(of: "parties") }
          }
          return ids
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    #expect(Set(ids).count == 320)
    #expect(Set(try await store.records(of: "parties").map(\.id)) == Set(ids))
    let pending = try await store.pendingMutations()
    #expect(pending.map(\.operation) == Array(repeating: .create, count: 320))
    #expect(Set(pending.map(\.recordID)) == Set(ids))
  }

  @Test func consecutiveChangesFoldIntoOneMutation() async throws {
    let store = try await makeStore()
    let party = try await store.create("parties", fields: ["name": "A"])
    _ = try await store.update("parties", id: party.id, fields: ["name": "B"])
    _ = try await store.update("parties", id: party.id, fields: ["name": "C"])
    let pending = try await store.pendingMutations()
    #expect(pending.count == 1)
    #expect(pending.first?.operation == .create)
    #expect(pending.first?.fields == ["name": "C"])
  }

  @Test func aCreateDeletedBeforeUploadLeavesNothing() async throws {
    let store = try await makeStore()
    let party = try await store.create("parties", fields: ["name": "A"])
    try await store.delete("parties", id: party.id)
    #expect(try await store.pendingMutations().isEmpty)
    #expect(try await store.record("parties", id: party.id) == nil)
    #expect(try await store.records(of: "parties").isEmpty)
  }

  @Test func anUpdateThenDeleteOfASyncedRecordSendsOnlyTheDelete() async throws {
    let store = try await makeStore()
    try await store.apply(
      SyncChangesPage(changes: [Self.server("pa_1", ["name": "A"])], nextCursor: "1", hasMore: false), of: "parties")
    _ = try await store.update("parties", id: "pa_1", fields: ["name": "B"])
    try await store.delete("parties", id: "pa_1")
    let pending = try await store.pendingMutations()
    #expect(pending.map(\.operation) == [.delete])
    #expect(pending.first?.baseVersion == 1)
    #expect(try await store.record("parties", id: "pa_1") == nil, "a local delete hides the record at once")
  }

  @Test func aChangeAfterAnAttemptQueuesBehindItWithItsOwnKey() async throws {
    let store = try await makeStore()
    let party = try await store.create("parties", fields: ["name": "A"])
    let create = try #require(try await store.pendingMutations().first)
    try await store.markAttempted(create)
    _ = try await store.update("parties", id: party.id, fields: ["name": "B"])
    let pending = try await store.pendingMutations()
    #expect(pending.map(\.operation) == [.create, .update])
    #expect(pending[0].fields == ["name": "A"], "the attempted create is resent unchanged")
    #expect(pending[0].idempotencyKey == create.idempotencyKey)
    #expect(pending[1].idempotencyKey != create.idempotencyKey)
  }

  @Test func markingAttemptedSkipsACopyThatAWriteHasSinceChangedOrRemoved() async throws {
    let store = try await makeStore()
    let edited = try await store.create("parties", fields: ["name": "A"])
    let removed = try await store.create("parties", fields: ["name": "Gone"])
    let unchanged = try await store.create("parties", fields: ["name": "C"])
    let read = try await store.pendingMutations()
    _ = try await store.update("parties", id: edited.id, fields: ["name": "B"])
    try await store.delete("parties", id: removed.id)

    let marked = try await store.markAttempted(read)

    #expect(marked.map(\.recordID) == [unchanged.id], "only the copy still queued as read is marked")
    let pending = try await store.pendingMutations()
    #expect(pending.map(\.recordID) == [edited.id, unchanged.id])
    #expect(pending[0].fields == ["name": "B"])
    #expect(pending[0].revision == read[0].revision + 1)
    #expect(!pending[0].wasAttempted, "the changed mutation waits to be read again")
    #expect(pending[1].wasAttempted)
    // Marked as read again, the edit is what gets sent, under the key it never used.
    let remarked = try await store.markAttempted(pending[0])
    #expect(remarked?.fields == ["name": "B"])
    #expect(remarked?.idempotencyKey == read[0].idempotencyKey)
  }

  @Test func acknowledgingAnOutdatedCopyKeepsTheNewerChangeQueuedAsAnUpdate() async throws {
    let store = try await makeStore()
    let party = try await store.create("parties", fields: ["name": "A"])
    let sent = try #require(try await store.pendingMutations().first)
    _ = try await store.update("parties", id: party.id, fields: ["name": "B"])

    try await store.acknowledge(sent, with: Self.server("pa_1", ["name": "A"]))

    let pending = try await store.pendingMutations()
    #expect(pending.map(\.operation) == [.update], "the server has the create: the edit follows as an update")
    #expect(pending.first?.recordID == "pa_1")
    #expect(pending.first?.fields == ["name": "B"])
    #expect(pending.first?.baseVersion == 1)
    #expect(pending.first?.idempotencyKey != sent.idempotencyKey, "the sent key belongs to the old copy")
    let record = try #require(try await store.record("parties", id: party.id))
    #expect(record.id == "pa_1")
    #expect(record.fields == ["name": "B"])
    #expect(record.status == .pending)
  }

  @Test func theServerIDReplacesTheLocalIDEverywhereAndLateReferencesResolve() async throws {
    let store = try await makeStore()
    let party = try await store.create("parties", fields: ["name": "Asha"])
    let product = try await store.create("products", fields: ["name": "Rice"])
    let invoice = try await store.create(
      "invoices",
      fields: ["number": "1", "partyId": .string(party.id), "lines": [["productId": .string(product.id)]]])
    let pending = try await store.pendingMutations()
    #expect(pending[2].dependencies == [party.id, product.id])

    try await store.acknowledge(pending[0], with: Self.server("pa_1", ["name": "Asha"]))
    let afterParty = try await store.pendingMutations()
    #expect(afterParty.map(\.recordID) == [product.id, invoice.id])
    #expect(afterParty[1].fields["partyId"] == "pa_1", "the queued invoice now names the server id")
    #expect(afterParty[1].dependencies == [product.id])
    #expect(try await store.record("invoices", id: invoice.id)?.fields["partyId"] == "pa_1")
    #expect(try await store.record("parties", id: party.id)?.id == "pa_1", "the old local id still finds the record")
    #expect(try await store.record("parties", id: "pa_1")?.status == .synced)

    // A record written later through the replaced local id gets the server id.
    let late = try await store.create("invoices", fields: ["number": "2", "partyId": .string(party.id)])
    #expect(late.fields["partyId"] == "pa_1")
    #expect(try await store.pendingMutations().last?.dependencies == [])
    _ = try await store.update("parties", id: party.id, fields: ["name": "Asha & Sons"])
    #expect(try await store.record("parties", id: "pa_1")?.fields["name"] == "Asha & Sons")
  }

  @Test func refusedChangesAreParkedThenEditedOrDiscarded() async throws {
    let store = try await makeStore()
    let party = try await store.create("parties", fields: ["name": "A", "gstin": "BAD"])
    let create = try #require(try await store.pendingMutations().first)
    try await store.markAttempted(create)
    let rejection = SyncRejection(
      code: "VALIDATION_FAILED", message: "gstin must be 15 characters",
      fields: [.init(field: "gstin", message: "gstin must be 15 characters")])
    try await store.reject(create, rejection)
    #expect(try await store.pendingMutations().isEmpty)
    #expect(try await store.record("parties", id: party.id)?.status == .rejected(rejection))
    #expect(try await store.rejectedMutations().map(\.recordID) == [party.id])

    // Editing resubmits under a new key.
    _ = try await store.update("parties", id: party.id, fields: ["name": "A", "gstin": "27AAPFU0939F1ZV"])
    let resubmitted = try #require(try await store.pendingMutations().first)
    #expect(resubmitted.operation == .create)
    #expect(resubmitted.idempotencyKey != create.idempotencyKey)
    #expect(try await store.rejectedMutations().isEmpty)

    // Discarding a refused create removes the record.
    try await store.reject(resubmitted, rejection)
    try await store.discardRejected("parties", id: party.id)
    #expect(try await store.record("parties", id: party.id) == nil)
    #expect(try await store.pendingMutations().isEmpty)
  }

  @Test func discardingARefusedUpdateRestoresTheServerState() async throws {
    let store = try await makeStore()
    try await store.apply(
      SyncChangesPage(changes: [Self.server("pa_1", ["name": "A"])], nextCursor: "1", hasMore: false), of: "parties")
    _ = try await store.update("parties", id: "pa_1", fields: ["name": ""])
    let update = try #require(try await store.pendingMutations().first)
    try await store.reject(update, SyncRejection(code: "VALIDATION_FAILED", message: "name must be a non-empty string"))
    try await store.discardRejected("parties", id: "pa_1")
    let record = try #require(try await store.record("parties", id: "pa_1"))
    #expect(record.fields == ["name": "A"])
    #expect(record.status == .synced)
  }

  @Test func deletingAnUnsentRecordParksTheChangesThatReferenceIt() async throws {
    let store = try await makeStore()
    let party = try await store.create("parties", fields: ["name": "A"])
    let invoice = try await store.create("invoices", fields: ["number": "1", "partyId": .string(party.id)])
    try await store.delete("parties", id: party.id)
    #expect(try await store.pendingMutations().isEmpty)
    guard case .rejected(let rejection) = try await store.record("invoices", id: invoice.id)?.status else {
      Issue.record("the invoice should be parked")
      return
    }
    #expect(rejection.code == "REFERENCE_REMOVED")
  }

  @Test func downloadsApplyTombstonesAndNeverOverwriteQueuedOrNewerState() async throws {
    let store = try await makeStore()
    try await store.apply(
      SyncChangesPage(
        changes: [
          Self.server("pa_1", ["name": "A"]), Self.server("pa_2", ["name": "B"]), Self.server("pa_3", ["name": "C"]),
        ],
        nextCursor: "3", hasMore: false),
      of: "parties")
    _ = try await store.update("parties", id: "pa_1", fields: ["name": "A local"])
    try await store.apply(
      SyncChangesPage(
        changes: [
          Self.server("pa_1", version: 2, ["name": "A server"]),
          SyncServerRecord(id: "pa_2", version: 2, deleted: true, fields: [:]),
          Self.server("pa_3", version: 1, ["name": "C stale"]),
        ],
        nextCursor: "6", hasMore: false),
      of: "parties")
    #expect(try await store.record("parties", id: "pa_1")?.fields["name"] == "A local")
    #expect(try await store.record("parties", id: "pa_2") == nil, "the tombstone removed it")
    #expect(try await store.record("parties", id: "pa_3")?.fields["name"] == "C")
    #expect(try await store.cursor(for: "parties") == "6")
    #expect(try await store.cursor(for: "products") == nil)
  }

  @Test func writesSurviveReopening() async throws {
    let temporary = try TemporaryDatabase()
    let party: SyncRecord
    do {
      let store = try SQLiteSyncStore(database: temporary.open(synchronous: .full), schema: .testSchema())
      party = try await store.create("parties", fields: ["name": "A"])
    }
    let reopened = try SQLiteSyncStore(database: temporary.open(synchronous: .full), schema: .testSchema())
    #expect(try await reopened.record("parties", id: party.id)?.fields == ["name": "A"])
    #expect(try await reopened.pendingMutations().map(\.recordID) == [party.id])
  }

  @Test func unknownTypesAndRecordsAreTypedErrors() async throws {
    let store = try await makeStore()
    await #expect(throws: SyncSchemaError.unknownType("ghosts")) { try await store.create("ghosts", fields: [:]) }
    await #expect(throws: SyncStoreError.recordNotFound(type: "parties", id: "pa_404")) {
      try await store.update("parties", id: "pa_404", fields: [:])
    }
  }
}

extension SQLiteSyncStoreTests {
  @Test func aReferenceToAMissingLocalRecordIsRefusedLocally() async throws {
    let store = try await makeStore()
    let party = try await store.create("parties", fields: ["name": "A"])
    let invoice = try await store.create("invoices", fields: ["number": "1", "partyId": .string(party.id)])
    try await store.delete("parties", id: party.id)
    await #expect(throws: SyncStoreError.referenceNotFound(type: "parties", id: party.id)) {
      try await store.update("invoices", id: invoice.id, fields: ["number": "2", "partyId": .string(party.id)])
    }
    let ghost = SyncLocalID.make()
    await #expect(throws: SyncStoreError.referenceNotFound(type: "parties", id: ghost)) {
      try await store.create("invoices", fields: ["number": "3", "partyId": .string(ghost)])
    }
  }
}
