import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// `SyncStore.commit(_:)`: many local writes, each queued as on its own, in one transaction.
@Suite struct SyncBatchWriteTests {
  private typealias Projection = SyncProjectionTests.PartyNames

  private func makeStore(projection: Projection = Projection(), schema: SyncSchema? = nil) throws -> SQLiteSyncStore {
    try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema ?? .testSchema(), projections: [projection])
  }

  @Test func aBatchIsAppliedAndQueuedInOrder() async throws {
    let store = try makeStore()
    let existing = try await store.create("parties", fields: ["name": "Asha Traders"])
    let gone = try await store.create("products", fields: ["name": "Old stock"])
    let records = try await store.commit([
      .create(type: "parties", fields: ["name": "Bala Stores"]),
      .update(type: "parties", id: existing.id, fields: ["name": "Asha Traders & Sons"]),
      .create(type: "products", fields: ["name": "Rice"]),
      .delete(type: "products", id: gone.id),
    ])

    #expect(records.map { $0?.fields["name"] } == ["Bala Stores", "Asha Traders & Sons", "Rice", nil])
    #expect(records[1]?.id == existing.id)
    let parties = try await store.records(of: "parties").compactMap { $0.fields["name"]?.stringValue }
    #expect(Set(parties) == ["Asha Traders & Sons", "Bala Stores"])
    #expect(try await store.records(of: "products").map(\.fields["name"]) == ["Rice"])
    let pending = try await store.pendingMutations()
    #expect(pending.map(\.type) == ["parties", "parties", "products"], "the never-sent create and its delete cancel")
    #expect(pending.first?.fields == ["name": "Asha Traders & Sons"], "the update folds into the queued create")
    #expect(try await SyncProjectionTests().rows(store).map(\.name) == ["Asha Traders & Sons", "Bala Stores"])
  }

  @Test func aFailingWriteLeavesNothingOfTheBatch() async throws {
    let store = try makeStore()
    await #expect(throws: SyncStoreError.recordNotFound(type: "parties", id: "pa_missing")) {
      try await store.commit([
        .create(type: "parties", fields: ["name": "Bala Stores"]),
        .create(type: "products", fields: ["name": "Rice"]),
        .update(type: "parties", id: "pa_missing", fields: ["name": "Nobody"]),
      ])
    }
    #expect(try await store.records(of: "parties").isEmpty)
    #expect(try await store.records(of: "products").isEmpty)
    #expect(try await store.pendingMutations().isEmpty)
    #expect(try await SyncProjectionTests().rows(store).isEmpty, "the projection rolls back with the records")
  }

  @Test func aProjectionFailureRollsTheWholeBatchBack() async throws {
    let store = try makeStore(projection: Projection(refusedName: "Refused"))
    await #expect(throws: SyncStoreError.self) {
      try await store.commit([
        .create(type: "parties", fields: ["name": "Bala Stores"]),
        .create(type: "parties", fields: ["name": "Refused"]),
      ])
    }
    #expect(try await store.records(of: "parties").isEmpty)
    #expect(try await store.pendingMutations().isEmpty)
  }

  @Test func appendOnlyAndUnknownTypesAreRefusedBeforeAnythingIsWritten() async throws {
    let schema = try SyncSchema([
      .testParties(), SyncRecordType("movements", path: ["v1", "sync", "movements"], isAppendOnly: true),
    ])
    let store = try makeStore(schema: schema)
    let movement = try await store.create("movements", fields: ["quantity": "-2"])
    await #expect(throws: SyncStoreError.appendOnly(type: "movements")) {
      try await store.commit([
        .create(type: "parties", fields: ["name": "Bala Stores"]),
        .delete(type: "movements", id: movement.id),
      ])
    }
    await #expect(throws: SyncSchemaError.self) {
      try await store.commit([.create(type: "parties", fields: ["name": "Bala"]), .create(type: "orders", fields: [:])])
    }
    #expect(try await store.records(of: "parties").isEmpty)
    #expect(try await store.commit([]).isEmpty)
    let created = try await store.commit([.create(type: "movements", fields: ["quantity": "5"])])
    #expect(created.first??.fields["quantity"] == "5", "append-only types accept creates in a batch")
  }

  @Test func theTypedCollectionCommitsValuesOfItsType() async throws {
    let store = try makeStore()
    let parties = try SyncCollection<SyncCollectionTests.Party>(store: store)
    let asha = try await parties.create(.init(name: "Asha Traders"))
    let saved = try await parties.commit([
      try parties.creating(.init(name: "Bala Stores", gstin: "27AAPFU0939F1ZV")),
      try parties.updating(asha.id, to: .init(name: "Asha Traders & Sons")),
      .create(type: "products", fields: ["name": "Rice"]),
      parties.deleting(asha.id),
    ])
    #expect(saved.map { $0?.value.name } == ["Bala Stores", "Asha Traders & Sons", nil, nil])
    #expect(try await parties.all().map(\.value.name) == ["Bala Stores"])
  }

  @Test func aBatchSyncsLikeSingleWrites() async throws {
    let schema = try SyncSchema.testSchema()
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    let server = InMemorySyncServer(schema: schema, validators: InMemorySyncServer.testValidators)
    let writes: [SyncLocalWrite] = (0..<250).map { .create(type: "products", fields: ["name": .string("P\($0)")]) }
    _ = try await store.commit(writes)
    let report = try await SyncEngine(store: store, remote: server).sync()
    #expect(report.uploaded == 250)
    #expect(try await store.pendingMutations().isEmpty)
    #expect(try await store.records(of: "products").allSatisfy { !SyncLocalID.isLocal($0.id) })
  }
}
