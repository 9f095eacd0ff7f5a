import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Folding a record the server never had into one it has: what referenced it references the target
/// and is no longer held back, its id finds the target, and nothing of it is ever sent.
@Suite struct SyncFoldTests {
  static func store() throws -> SQLiteSyncStore {
    try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
  }

  /// A product downloaded from the server, as the holder of a code.
  static func downloadedProduct(into store: SQLiteSyncStore) async throws -> SyncServerRecord {
    let record = SyncServerRecord(id: "prd_000001", version: 1, fields: ["name": "Assam Tea", "sku": "TEA"])
    try await store.apply(SyncChangesPage(changes: [record], nextCursor: "1", hasMore: false), of: "products")
    return record
  }

  /// A refused create, folded: the invoice that waited for it is sent naming the target, and the
  /// server gets no product from this device.
  @Test func aRefusedCreateFoldedIntoTheHolderReleasesWhatWaitedForIt() async throws {
    let server = InMemorySyncServer(schema: try .testSchema())
    let holder = await server.put("products", id: "prd_000001", fields: ["name": "Assam Tea", "sku": "TEA"])
    let store = try Self.store()
    try await store.apply(SyncChangesPage(changes: [holder], nextCursor: "1", hasMore: false), of: "products")
    let chai = try await store.create("products", fields: ["name": "Chai", "sku": "TEA"])
    let invoice = try await store.create(
      "invoices", fields: ["number": "INV-1", "lines": [["productId": .string(chai.id), "quantity": "2"]]])
    let mutations = try await store.pendingMutations()
    let create = try #require(mutations.first { $0.recordID == chai.id })
    try await store.reject(create, SyncRejection(code: "UNIQUE_CONFLICT", message: "Taken"))
    #expect(try await SyncEngine(store: store, remote: server).sync().uploaded == 0)

    try await store.fold("products", id: chai.id, into: holder.id)

    #expect(try await store.record("products", id: chai.id)?.id == holder.id)
    #expect(try await store.records(of: "products").map(\.id) == [holder.id])
    #expect(try await store.rejectedMutations() == [])
    let waiting = try #require(try await store.pendingMutations().first)
    #expect(waiting.recordID == invoice.id)
    #expect(waiting.dependencies.isEmpty)
    #expect(try await store.record("invoices", id: invoice.id)?.fields["lines"]?[0]?["productId"] == "prd_000001")
    #expect(try await SyncEngine(store: store, remote: server).sync().uploaded == 1)
    #expect(await server.counters.creates == 1)
    #expect(await server.liveRecords(of: "products").count == 1)
    #expect(await server.liveRecords(of: "invoices").values.first?.fields["lines"]?[0]?["productId"] == "prd_000001")
  }

  /// A create never sent can be folded too: a change that waited for it and for another record
  /// waits only for the other, and names the target.
  @Test func anUnsentCreateIsFoldedAndQueuedCopiesFollow() async throws {
    let store = try Self.store()
    let holder = try await Self.downloadedProduct(into: store)
    let chai = try await store.create("products", fields: ["name": "Chai"])
    let party = try await store.create("parties", fields: ["name": "Asha"])
    let invoice = try await store.create(
      "invoices",
      fields: ["number": "INV-1", "partyId": .string(party.id), "lines": [["productId": .string(chai.id)]]])

    try await store.fold("products", id: chai.id, into: "prd_000001")

    #expect(try await store.record("products", id: chai.id)?.fields["name"] == "Assam Tea")
    let queued = try await store.pendingMutations()
    #expect(queued.map(\.recordID) == [party.id, invoice.id])
    #expect(queued.last?.dependencies == [party.id])
    #expect(queued.last?.fields["lines"]?[0]?["productId"] == .string(holder.id))
  }

  /// Only a record the server never had folds, and only into one the server has.
  @Test func aRecordTheServerMayHaveOrALocalTargetIsRefused() async throws {
    let store = try Self.store()
    _ = try await Self.downloadedProduct(into: store)
    let sent = try await store.create("products", fields: ["name": "Chai"])
    let local = try await store.create("products", fields: ["name": "Masala chai"])
    _ = try await store.markAttempted(try #require(try await store.pendingMutations().first))

    await #expect(throws: SyncStoreError.sentToServer(type: "products", id: sent.id)) {
      try await store.fold("products", id: sent.id, into: "prd_000001")
    }
    await #expect(throws: SyncStoreError.sentToServer(type: "products", id: "prd_000001")) {
      try await store.fold("products", id: "prd_000001", into: local.id)
    }
    await #expect(throws: SyncStoreError.notUploaded(type: "products", id: sent.id)) {
      try await store.fold("products", id: local.id, into: sent.id)
    }
    await #expect(throws: SyncStoreError.recordNotFound(type: "products", id: "prd_404")) {
      try await store.fold("products", id: local.id, into: "prd_404")
    }
    #expect(try await store.records(of: "products").count == 3)
  }
}
