import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// What a power loss may take from a database opened `synchronous = NORMAL`: the commits still only
/// in its write-ahead log. Copying the database file without its `-wal` file is that loss at its
/// worst (every commit since the last checkpoint). The sync store keeps on NORMAL only what it can
/// lose harmlessly: here, acknowledgements and a downloaded page are lost, and the next sync sends
/// the same changes under the same keys, so the server replays its answers and nothing is created
/// twice. (Attempt marks are committed with the log synced, which this copy cannot show: it drops
/// them too, and the replay still covers them because the keys were fixed when the changes were made.)
@Suite struct SyncLostCommitTests {
  @Test func losingEveryCommitSinceTheCheckpointDuplicatesNothing() async throws {
    let temporary = try TemporaryDatabase()
    let schema = try SyncSchema.testSchema()
    let server = InMemorySyncServer(schema: schema, validators: InMemorySyncServer.testValidators)
    await server.put("products", fields: ["name": "From another device"])
    let database = try temporary.open()
    let store = try SQLiteSyncStore(database: database, schema: schema)
    let party = try await store.create("parties", fields: ["name": "Asha"])
    _ = try await store.create("invoices", fields: ["number": "1", "partyId": .string(party.id)])
    let keys = try await store.pendingMutations().map(\.idempotencyKey)
    // The local writes reach the database file; everything after stays in the log.
    try await database.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    try await SyncEngine(store: store, remote: server).sync()
    #expect(await server.counters.creates == 2)

    let copy = temporary.file(named: "copy.sqlite")
    try FileManager.default.copyItem(at: temporary.url, to: copy)
    await database.close()
    let reopened = try SQLiteDatabase(.file(copy))
    let survivor = try SQLiteSyncStore(database: reopened, schema: schema)
    #expect(try await survivor.pendingMutations().map(\.idempotencyKey) == keys, "the sync's commits are gone")
    #expect(try await survivor.records(of: "products").isEmpty)

    let report = try await SyncEngine(store: survivor, remote: server).sync()

    #expect(report.uploaded == 2)
    #expect(await server.counters.creates == 2, "nothing created twice")
    #expect(await server.counters.replays == 2)
    #expect(await server.liveRecords(of: "parties").count == 1)
    #expect(await server.liveRecords(of: "invoices").count == 1)
    let serverParty = try #require(await server.liveRecords(of: "parties").keys.first)
    #expect(try await survivor.records(of: "parties").map(\.id) == [serverParty])
    #expect(try await survivor.records(of: "invoices").first?.fields["partyId"] == .string(serverParty))
    #expect(try await survivor.records(of: "products").count == 1, "the lost download came again")
    await reopened.close()
  }
}
