import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A change that needs a record the server refused waits, visibly, until the user fixes or discards
/// that record; nothing that does not need it waits with it.
@Suite struct SyncEngineBlockedChangeTests {
  private struct Device {
    let server: InMemorySyncServer
    let store: SQLiteSyncStore
    let engine: SyncEngine

    init(batchSize: Int = 1) async throws {
      let schema = try SyncSchema.testSchema()
      server = InMemorySyncServer(schema: schema, validators: InMemorySyncServer.testValidators, batchSize: batchSize)
      store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
      engine = SyncEngine(store: store, remote: server)
    }
  }

  /// A synced product and party, then offline: a party the server will refuse, an invoice naming
  /// it, and after them an edit and a delete that have nothing to do with either.
  private func dayWithARefusedParty(batchSize: Int = 1) async throws
    -> (device: Device, refused: SyncRecord, invoice: SyncRecord, product: SyncRecord, gone: SyncRecord)
  {
    let device = try await Device(batchSize: batchSize)
    _ = try await device.store.create("products", fields: ["name": "Rice"])
    _ = try await device.store.create("parties", fields: ["name": "Old customer"])
    try await device.engine.sync()
    let product = try #require(try await device.store.records(of: "products").first)
    let gone = try #require(try await device.store.records(of: "parties").first)
    let refused = try await device.store.create("parties", fields: ["name": "Asha", "gstin": "27AAPFU"])
    let invoice = try await device.store.create("invoices", fields: ["number": "1", "partyId": .string(refused.id)])
    let renamed = try await device.store.update("products", id: product.id, fields: ["name": "Basmati rice"])
    try await device.store.delete("parties", id: gone.id)
    return (device, refused, invoice, renamed, gone)
  }

  @Test(arguments: [1, 10])
  func aRefusedCreateHoldsBackOnlyWhatNeedsIt(batchSize: Int) async throws {
    let (device, refused, invoice, product, gone) = try await dayWithARefusedParty(batchSize: batchSize)

    let report = try await device.engine.sync()

    #expect((report.uploaded, report.rejected, report.blocked) == (2, 1, 1))
    #expect(await device.server.liveRecords(of: "products")[product.id]?.fields["name"] == "Basmati rice")
    #expect(await device.server.allRecords(of: "parties")[gone.id]?.deleted == true)
    #expect(await device.server.liveRecords(of: "invoices").isEmpty)
    let rejection = try #require(try await device.store.rejectedMutations().first?.rejection)
    let expected = SyncBlockedChange(
      type: "invoices", recordID: invoice.id, operation: .create,
      blockedBy: SyncReferenceValue(id: refused.id, type: "parties"), blockerRejection: rejection)
    #expect(await device.engine.status == .waiting(SyncBacklog(blocked: [expected])))
    #expect(try await device.store.pendingMutations().map(\.recordID) == [invoice.id])
  }

  @Test func laterChangesOfABlockedRecordWaitWithIt() async throws {
    let (device, refused, invoice, _, _) = try await dayWithARefusedParty()
    _ = try await device.store.update(
      "invoices", id: invoice.id, fields: ["number": "1A", "partyId": .string(refused.id)])
    try await device.engine.sync()
    // The unsent create absorbed the edit: one blocked change, with the newest content.
    guard case .waiting(let backlog) = await device.engine.status else {
      Issue.record("expected .waiting")
      return
    }
    #expect(backlog.blocked.map(\.recordID) == [invoice.id])
    #expect(try await device.store.pendingMutations().first?.fields["number"] == "1A")
  }

  @Test func fixingTheRefusedRecordReleasesWhatWaitsForIt() async throws {
    let (device, refused, invoice, _, _) = try await dayWithARefusedParty()
    try await device.engine.sync()

    _ = try await device.store.update("parties", id: refused.id, fields: ["name": "Asha", "gstin": "27AAPFU0939F1ZV"])
    let report = try await device.engine.sync()

    #expect((report.uploaded, report.blocked) == (2, 0))
    #expect(await device.engine.status == .idle)
    let party = try #require(try await device.store.record("parties", id: refused.id))
    #expect(try await device.store.record("invoices", id: invoice.id)?.fields["partyId"] == .string(party.id))
    #expect(await device.server.liveRecords(of: "invoices").values.map(\.fields["partyId"]) == [.string(party.id)])
  }

  @Test func discardingTheRefusedRecordRefusesWhatNeededIt() async throws {
    let (device, refused, invoice, _, _) = try await dayWithARefusedParty()
    try await device.engine.sync()

    try await device.store.discardRejected("parties", id: refused.id)
    let report = try await device.engine.sync()

    #expect(report.blocked == 0)
    #expect(await device.engine.status == .idle)
    let parked = try #require(try await device.store.rejectedMutations().first)
    #expect(parked.recordID == invoice.id)
    #expect(parked.rejection?.code == "REFERENCE_REMOVED")
  }
}
