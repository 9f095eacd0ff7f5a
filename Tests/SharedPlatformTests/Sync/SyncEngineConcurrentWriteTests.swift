import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Local writes made while a run is under way: the engine reads the queue at the start of a pass
/// and sends batch after batch, so a write can change or remove a mutation it has read but not
/// sent yet. What reaches the server is the write, never the copy read before it.
@Suite struct SyncEngineConcurrentWriteTests {
  /// A party's create is in flight while the product's create, read in the same pass, waits its turn.
  private func setUp(droppedType: String? = nil) async throws
    -> (server: InMemorySyncServer, store: SQLiteSyncStore, engine: SyncEngine, gate: SyncTestGate, product: SyncRecord)
  {
    let schema = try SyncSchema.testSchema()
    let server = InMemorySyncServer(schema: schema, validators: InMemorySyncServer.testValidators)
    let gate = SyncTestGate()
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    let engine = SyncEngine(store: store, remote: HeldSyncRemote(base: server, gate: gate, droppedType: droppedType))
    _ = try await store.create("parties", fields: ["name": "Asha"])
    let product = try await store.create("products", fields: ["name": "Rice"])
    return (server, store, engine, gate, product)
  }

  @Test func anEditOfAnUnsentCreateDuringAnInFlightBatchReachesTheServer() async throws {
    let (server, store, engine, gate, product) = try await setUp()

    let run = Task { try await engine.sync() }
    await gate.untilEntered()
    _ = try await store.update("products", id: product.id, fields: ["name": "Basmati rice"])
    await gate.open()
    _ = try await run.value

    let serverProduct = try #require(await server.liveRecords(of: "products").values.first)
    #expect(serverProduct.fields["name"] == "Basmati rice", "the server got the copy read before the edit")
    let local = try #require(try await store.records(of: "products").first)
    #expect(local.fields["name"] == "Basmati rice", "the local edit was overwritten")
    #expect(local.id == serverProduct.id)
    #expect(local.status == .synced)
    #expect(try await store.pendingMutations().isEmpty)
    #expect(await server.counters.creates == 2)
  }

  @Test func aDeleteOfAnUnsentCreateDuringAnInFlightBatchDoesNotBringItBack() async throws {
    let (server, store, engine, gate, product) = try await setUp()

    let run = Task { try await engine.sync() }
    await gate.untilEntered()
    try await store.delete("products", id: product.id)
    await gate.open()
    _ = try await run.value
    _ = try await engine.sync()

    #expect(await server.liveRecords(of: "products").isEmpty, "a record deleted locally was created on the server")
    #expect(try await store.records(of: "products").isEmpty, "the deleted record came back")
    #expect(try await store.pendingMutations().isEmpty)
    #expect(await server.liveRecords(of: "parties").count == 1)
  }

  @Test func anEditDuringAnInFlightBatchThenALostAnswerIsNotRefused() async throws {
    let (server, store, engine, gate, product) = try await setUp(droppedType: "products")

    let run = Task { try await engine.sync() }
    await gate.untilEntered()
    _ = try await store.update("products", id: product.id, fields: ["name": "Basmati rice"])
    await gate.open()
    await #expect(throws: AppError.network(.connectionLost)) { try await run.value }
    _ = try await engine.sync()

    #expect(try await store.rejectedMutations().isEmpty, "an outage ended as a permanent refusal")
    #expect(try await store.pendingMutations().isEmpty)
    let serverProducts = await server.liveRecords(of: "products")
    #expect(serverProducts.count == 1)
    #expect(serverProducts.values.first?.fields["name"] == "Basmati rice")
    #expect(try await store.records(of: "products").map(\.fields["name"]) == ["Basmati rice"])
  }
}
