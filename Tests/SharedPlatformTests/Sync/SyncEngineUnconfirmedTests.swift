import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// An answer that proves nothing about a change (409 "still in progress", a success that cannot be
/// read) keeps it queued under its idempotency key: it is never parked, never failed, never sent
/// under a new key, and the next run settles it by the server's replay.
@Suite struct SyncEngineUnconfirmedTests {
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

  private enum Fault: CaseIterable {
    case inProgress, unreadable

    var kind: RemoteUncertainty.Kind { self == .inProgress ? .inProgress : .unreadableAnswer }

    func arm(_ server: InMemorySyncServer) async {
      switch self {
      case .inProgress: await server.answerInProgress(1)
      case .unreadable: await server.garbleResponses(1)
      }
    }
  }

  @Test(arguments: Fault.allCases)
  private func aChangeWhoseAnswerProvesNothingStaysQueuedUnderItsKey(_ fault: Fault) async throws {
    let device = try await Device()
    let party = try await device.store.create("parties", fields: ["name": "Asha"])
    let key = try #require(try await device.store.pendingMutations().first?.idempotencyKey)
    await fault.arm(device.server)

    let report = try await device.engine.sync()

    #expect((report.uploaded, report.rejected, report.unconfirmed) == (0, 0, 1))
    guard case .waiting(let backlog) = await device.engine.status else {
      Issue.record("expected .waiting, got \(await device.engine.status)")
      return
    }
    #expect(backlog.blocked.isEmpty)
    #expect(backlog.unconfirmed.map(\.recordID) == [party.id])
    #expect(backlog.unconfirmed.map(\.uncertainty.kind) == [fault.kind])
    #expect(try await device.store.rejectedMutations().isEmpty, "never parked as refused")
    #expect(try await device.store.pendingMutations().map(\.idempotencyKey) == [key])
    #expect(try await device.store.record("parties", id: party.id)?.status == .pending)

    try await device.engine.sync()

    #expect(await device.engine.status == .idle)
    #expect(await device.server.counters.creates == 1)
    #expect(await device.server.counters.replays == 1, "settled by the first answer to its key")
    #expect(await device.server.liveRecords(of: "parties").count == 1)
    #expect(try await device.store.pendingMutations().isEmpty)
    #expect(try await device.store.records(of: "parties").map(\.status) == [.synced])
  }

  @Test func theRestOfTheQueueUploadsWhileOneChangeIsUnconfirmed() async throws {
    let device = try await Device()
    let first = try await device.store.create("products", fields: ["name": "Rice"])
    _ = try await device.store.create("products", fields: ["name": "Dal"])
    _ = try await device.store.create("parties", fields: ["name": "Asha"])
    await device.server.answerInProgress(1)

    let report = try await device.engine.sync()

    #expect((report.uploaded, report.unconfirmed) == (2, 1))
    #expect(await device.server.liveRecords(of: "products").count == 2)
    #expect(await device.server.liveRecords(of: "parties").count == 1)
    #expect(try await device.store.pendingMutations().map(\.recordID) == [first.id])
    // Sent once in this run: the next run, not a loop within this one, asks again.
    #expect(await device.server.calls.filter { $0 == "create products" }.count == 2)
  }

  @Test func whatNeedsAnUnconfirmedCreateWaitsForTheNextRun() async throws {
    let device = try await Device()
    let party = try await device.store.create("parties", fields: ["name": "Asha"])
    _ = try await device.store.create("invoices", fields: ["number": "1", "partyId": .string(party.id)])
    await device.server.answerInProgress(1)

    let report = try await device.engine.sync()

    #expect((report.uploaded, report.unconfirmed, report.blocked) == (0, 1, 0))
    #expect(await device.server.liveRecords(of: "invoices").isEmpty)
    try await device.engine.sync()
    let invoices = await device.server.liveRecords(of: "invoices")
    let serverParty = try #require(await device.server.liveRecords(of: "parties").keys.first)
    #expect(invoices.values.map(\.fields["partyId"]) == [.string(serverParty)])
    #expect(await device.engine.status == .idle)
  }

  @Test func aBatchWhoseAnswerIsUnreadableKeepsEveryChangeQueued() async throws {
    let device = try await Device(batchSize: 10)
    for name in ["Rice", "Dal", "Salt"] {
      _ = try await device.store.create("products", fields: ["name": .string(name)])
    }
    let keys = try await device.store.pendingMutations().map(\.idempotencyKey)
    await device.server.garbleResponses(1)

    let report = try await device.engine.sync()

    #expect((report.uploaded, report.unconfirmed) == (0, 3))
    #expect(try await device.store.pendingMutations().map(\.idempotencyKey) == keys)
    try await device.engine.sync()
    #expect(await device.server.counters.creates == 3)
    #expect(await device.server.counters.replays == 3)
    #expect(try await device.store.pendingMutations().isEmpty)
  }

  @Test func anEditMadeAfterAnUnconfirmedAttemptIsQueuedBehindItUnderANewKey() async throws {
    let device = try await Device()
    let party = try await device.store.create("parties", fields: ["name": "Asha"])
    let key = try #require(try await device.store.pendingMutations().first?.idempotencyKey)
    await device.server.garbleResponses(1)
    try await device.engine.sync()

    _ = try await device.store.update("parties", id: party.id, fields: ["name": "Asha Traders"])

    let queued = try await device.store.pendingMutations()
    #expect(queued.map(\.operation) == [.create, .update])
    #expect(queued.first?.idempotencyKey == key)
    #expect(queued.first?.fields["name"] == "Asha", "the attempted create keeps what it sent")
    try await device.engine.sync()
    #expect(await device.server.liveRecords(of: "parties").values.map(\.fields["name"]) == ["Asha Traders"])
  }

  @Test func aRefusedChangeIsResubmittedUnderTheKeyItWasRefusedWith() async throws {
    let device = try await Device()
    let party = try await device.store.create("parties", fields: ["name": "Asha", "gstin": "27AAPFU"])
    let key = try #require(try await device.store.pendingMutations().first?.idempotencyKey)
    try await device.engine.sync()
    #expect(try await device.store.rejectedMutations().map(\.idempotencyKey) == [key])

    try await device.store.resubmitRejected("parties", id: party.id)

    #expect(try await device.store.rejectedMutations().isEmpty)
    #expect(try await device.store.pendingMutations().map(\.idempotencyKey) == [key])
  }

  @Test func anOutageStillEndsTheRunAsOffline() async throws {
    let device = try await Device()
    _ = try await device.store.create("parties", fields: ["name": "Asha"])
    await device.server.dropResponses(1)
    await #expect(throws: AppError.network(.connectionLost)) { try await device.engine.sync() }
    #expect(await device.engine.status == .offline)
    #expect(try await device.store.pendingMutations().count == 1)
  }
}
