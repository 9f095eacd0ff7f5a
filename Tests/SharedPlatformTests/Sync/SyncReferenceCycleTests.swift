import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A record waiting to be uploaded can't be made to refer to a local record that waits for it:
/// neither create could ever be sent first, so both would stay pending for good.
@Suite struct SyncReferenceCycleTests {
  /// Nodes that link to other nodes (`linkId` → nodes).
  static func schema() throws -> SyncSchema {
    try SyncSchema([SyncRecordType("nodes", path: ["v1", "sync", "nodes"], references: ["linkId": "nodes"])])
  }

  func makeStore() throws -> SQLiteSyncStore {
    try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: Self.schema())
  }

  @Test func twoLocalRecordsCannotReferToEachOther() async throws {
    let store = try makeStore()
    let first = try await store.create("nodes", fields: ["name": "first"])
    let second = try await store.create("nodes", fields: ["name": "second", "linkId": .string(first.id)])
    await #expect(
      throws: SyncStoreError.referenceCycle(type: "nodes", id: first.id, referenceType: "nodes", referenceID: second.id)
    ) {
      try await store.update("nodes", id: first.id, fields: ["name": "first", "linkId": .string(second.id)])
    }
    #expect(try await store.record("nodes", id: first.id)?.fields == ["name": "first"], "nothing changed")
  }

  @Test func aLongerLoopIsRefusedToo() async throws {
    let store = try makeStore()
    let first = try await store.create("nodes", fields: ["name": "first"])
    let second = try await store.create("nodes", fields: ["name": "second", "linkId": .string(first.id)])
    let third = try await store.create("nodes", fields: ["name": "third", "linkId": .string(second.id)])
    await #expect(
      throws: SyncStoreError.referenceCycle(type: "nodes", id: first.id, referenceType: "nodes", referenceID: third.id)
    ) {
      try await store.update("nodes", id: first.id, fields: ["name": "first", "linkId": .string(third.id)])
    }
  }

  @Test func aLocalRecordCannotReferToItself() async throws {
    let store = try makeStore()
    let node = try await store.create("nodes", fields: ["name": "alone"])
    await #expect(
      throws: SyncStoreError.referenceCycle(type: "nodes", id: node.id, referenceType: "nodes", referenceID: node.id)
    ) {
      try await store.update("nodes", id: node.id, fields: ["name": "alone", "linkId": .string(node.id)])
    }
  }

  @Test func theLinkCanBeAddedOnceTheOtherIsUploadedAndEverythingSyncs() async throws {
    let schema = try Self.schema()
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    let server = InMemorySyncServer(schema: schema)
    let engine = SyncEngine(store: store, remote: server)
    let first = try await store.create("nodes", fields: ["name": "first"])
    _ = try await store.create("nodes", fields: ["name": "second", "linkId": .string(first.id)])
    // The documented way out: sync, then add the link back to a record the server has.
    _ = try await engine.sync()
    let uploaded = try #require(try await store.records(of: "nodes").first { $0.fields["name"] == "first" })
    let linked = try #require(try await store.records(of: "nodes").first { $0.fields["name"] == "second" })
    #expect(!SyncLocalID.isLocal(uploaded.id) && !SyncLocalID.isLocal(linked.id))
    #expect(linked.fields["linkId"] == .string(uploaded.id), "its link followed the first node's new id")
    _ = try await store.update("nodes", id: uploaded.id, fields: ["name": "first", "linkId": .string(linked.id)])
    let report = try await engine.sync()
    #expect(report.uploaded == 1)
    #expect(try await store.pendingMutations().isEmpty)
  }

  @Test func aLinkToALocalRecordThatDoesNotWaitForThisOneIsAccepted() async throws {
    let schema = try Self.schema()
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    let first = try await store.create("nodes", fields: ["name": "first"])
    let second = try await store.create("nodes", fields: ["name": "second"])
    let third = try await store.create("nodes", fields: ["name": "third", "linkId": .string(second.id)])
    // first → third → second: a chain, not a loop.
    _ = try await store.update("nodes", id: first.id, fields: ["name": "first", "linkId": .string(third.id)])
    let report = try await SyncEngine(store: store, remote: InMemorySyncServer(schema: schema)).sync()
    #expect(report.uploaded == 3)
    #expect(try await store.pendingMutations().isEmpty)
  }
}
