import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The engine against an in-memory server: ordering, id replacement, conflicts, refusals,
/// outages, paging, tombstones and status.
@Suite struct SyncEngineTests {
  /// One device: its own store and engine, talking to the shared server.
  private struct Device {
    let store: SQLiteSyncStore
    let engine: SyncEngine

    init(_ server: InMemorySyncServer, schema: SyncSchema, pageSize: Int = 500) async throws {
      store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
      engine = SyncEngine(store: store, remote: server, pageSize: pageSize)
    }
  }

  private func makeServer(_ schema: SyncSchema) -> InMemorySyncServer {
    InMemorySyncServer(schema: schema, validators: InMemorySyncServer.testValidators)
  }

  @Test func offlineCreatesReachTheServerInDependencyOrderWithServerIDs() async throws {
    let schema = try SyncSchema.testSchema()
    let server = makeServer(schema)
    let device = try await Device(server, schema: schema)
    let store = device.store
    // The invoice is created first, then pointed at a product created after it: folding the
    // update into the unsent create makes it depend on a later create.
    let party = try await store.create("parties", fields: ["name": "Asha"])
    let invoice = try await store.create("invoices", fields: ["number": "1", "partyId": .string(party.id)])
    let product = try await store.create("products", fields: ["name": "Rice"])
    _ = try await store.update(
      "invoices", id: invoice.id,
      fields: ["number": "1", "partyId": .string(party.id), "lines": [["productId": .string(product.id)]]])

    let report = try await device.engine.sync()

    #expect(report.uploaded == 3)
    #expect(
      await server.calls.filter { !$0.hasPrefix("changes") } == [
        "create parties", "create products", "create invoices",
      ])
    let serverParty = try #require(await server.liveRecords(of: "parties").values.first)
    let serverProduct = try #require(await server.liveRecords(of: "products").values.first)
    let serverInvoice = try #require(await server.liveRecords(of: "invoices").values.first)
    #expect(serverInvoice.fields["partyId"] == .string(serverParty.id))
    #expect(serverInvoice.fields["lines"]?[0]?["productId"] == .string(serverProduct.id))
    let localInvoice = try #require(try await store.records(of: "invoices").first)
    #expect(localInvoice.id == serverInvoice.id)
    #expect(localInvoice.fields == serverInvoice.fields)
    #expect(localInvoice.status == .synced)
    #expect(try await store.pendingMutations().isEmpty)
  }

  @Test func aCreateDeletedBeforeSyncSendsNothing() async throws {
    let schema = try SyncSchema.testSchema()
    let server = makeServer(schema)
    let device = try await Device(server, schema: schema)
    let party = try await device.store.create("parties", fields: ["name": "A"])
    _ = try await device.store.update("parties", id: party.id, fields: ["name": "B"])
    try await device.store.delete("parties", id: party.id)
    try await device.engine.sync()
    #expect(await server.counters == .init())
    #expect(await server.calls.allSatisfy { $0.hasPrefix("changes") })
  }

  /// Devices A and B both hold one synced party, `fields`, under `policy`; returns its server id.
  private func twoDevices(
    policy: SyncConflictPolicy, party fields: [String: JSONValue] = ["name": "Asha", "city": "Pune"]
  ) async throws -> (a: Device, b: Device, server: InMemorySyncServer, id: String) {
    let schema = try SyncSchema.testSchema(conflictPolicy: policy)
    let server = makeServer(schema)
    let a = try await Device(server, schema: schema)
    let b = try await Device(server, schema: schema)
    let party = try await a.store.create("parties", fields: fields)
    try await a.engine.sync()
    try await b.engine.sync()
    let id = try #require(try await a.store.record("parties", id: party.id)?.id)
    return (a, b, server, id)
  }

  /// Device A and B both hold a party; A renames it and syncs, then B changes its city from the
  /// stale version and syncs.
  /// Device A renames the party, then device B (not yet synced) moves it to another city.
  private func conflict(policy: SyncConflictPolicy, recorded: Int = 1) async throws
    -> (a: Device, b: Device, server: InMemorySyncServer)
  {
    let (a, b, server, id) = try await twoDevices(policy: policy)
    _ = try await a.store.update("parties", id: id, fields: ["name": "Asha Traders", "city": "Pune"])
    try await a.engine.sync()
    _ = try await b.store.update("parties", id: id, fields: ["name": "Asha", "city": "Mumbai"])
    let report = try await b.engine.sync()
    #expect(report.conflicts == recorded)
    return (a, b, server)
  }

  @Test func serverWinsKeepsTheLostLocalChangeAsAConflict() async throws {
    let (_, b, server) = try await conflict(policy: .serverWins)
    let serverParty = try #require(await server.liveRecords(of: "parties").values.first)
    #expect(serverParty.fields == ["name": "Asha Traders", "city": "Pune"])
    #expect(try await b.store.records(of: "parties").first?.fields == serverParty.fields)
    let conflict = try #require(try await b.store.conflicts().first)
    #expect(conflict.winner == .server)
    #expect(conflict.local == ["name": "Asha", "city": "Mumbai"])
    #expect(try await b.store.records(of: "parties").first?.status == .conflict)
    try await b.store.resolveConflict(conflict.id)
    #expect(try await b.store.conflicts().isEmpty)
    #expect(try await b.store.records(of: "parties").first?.status == .synced)
  }

  @Test func localWinsResendsAndKeepsTheOverwrittenServerState() async throws {
    let (a, b, server) = try await conflict(policy: .localWins)
    let serverParty = try #require(await server.liveRecords(of: "parties").values.first)
    #expect(serverParty.fields == ["name": "Asha", "city": "Mumbai"])
    #expect(serverParty.version == 3)
    let conflict = try #require(try await b.store.conflicts().first)
    #expect(conflict.winner == .local)
    #expect(conflict.server.fields == ["name": "Asha Traders", "city": "Pune"])
    try await a.engine.sync()
    #expect(try await a.store.records(of: "parties").first?.fields == serverParty.fields)
  }

  @Test func aMergeOfDifferentFieldsCombinesBothChangesAndLeavesNothingToReview() async throws {
    let (a, b, server) = try await conflict(policy: .merge { $0.fieldwise }, recorded: 0)
    let merged: [String: JSONValue] = ["name": "Asha Traders", "city": "Mumbai"]
    #expect(await server.liveRecords(of: "parties").values.first?.fields == merged)
    #expect(try await b.store.records(of: "parties").first?.fields == merged)
    #expect(try await b.store.conflicts().isEmpty)
    #expect(try await b.store.records(of: "parties").first?.status == .synced)
    try await a.engine.sync()
    #expect(try await a.store.records(of: "parties").first?.fields == merged)
  }

  @Test func aMergeOfAFieldBothDevicesChangedKeepsTheOverwrittenServerValueToReview() async throws {
    let (a, b, server, id) = try await twoDevices(policy: .merge { $0.fieldwise })
    _ = try await a.store.update("parties", id: id, fields: ["name": "Asha", "city": "Delhi"])
    try await a.engine.sync()
    _ = try await b.store.update("parties", id: id, fields: ["name": "Asha", "city": "Mumbai"])
    #expect(try await b.engine.sync().conflicts == 1)
    #expect(await server.liveRecords(of: "parties").values.first?.fields == ["name": "Asha", "city": "Mumbai"])
    let conflict = try #require(try await b.store.conflicts().first)
    #expect(conflict.winner == .merged)
    #expect(conflict.server.fields["city"] == "Delhi")
  }

  /// An update sent during an outage and then superseded by a local delete, while another device
  /// edited the record: the stale update is never resent with no fields (which blanked the server's
  /// record); the delete meets the newer version under the type's policy: sent under `localWins`,
  /// abandoned for the server's record under `serverWins`.
  @Test(arguments: [true, false])
  func aStaleUpdateOfARecordDeletedHereIsSupersededByTheDelete(localWins: Bool) async throws {
    let (a, b, server, id) = try await twoDevices(
      policy: localWins ? .localWins : .serverWins, party: ["name": "Asha"])

    _ = try await b.store.update("parties", id: id, fields: ["name": "Asha", "city": "Pune"])
    await server.setOffline(true)
    _ = try? await b.engine.sync()  // the update is attempted; its answer never comes
    await server.setOffline(false)
    try await b.store.delete("parties", id: id)
    _ = try await a.store.update("parties", id: id, fields: ["name": "Asha Traders"])
    try await a.engine.sync()
    let report = try await b.engine.sync()

    // Only the delete met the server's version as a conflict: the report counts what is on record.
    #expect(report.conflicts == (try await b.store.conflicts().count))
    let onServer = await server.liveRecords(of: "parties")[id]
    if localWins {
      #expect(onServer == nil, "the delete was sent against the newer version")
    } else {
      #expect(onServer?.fields == ["name": "Asha Traders"], "the server's record is kept whole")
      #expect(try await b.store.records(of: "parties").first?.fields == ["name": "Asha Traders"])
    }
    #expect(try await b.store.pendingMutations().isEmpty)
    #expect(try await b.store.rejectedMutations().isEmpty)
  }

  /// A merge is not undone by an edit queued behind the conflicting update: the merged, resent
  /// update carries that edit too, and the later one, written before the merge, is not sent.
  @Test func aMergeKeepsEditsQueuedBehindTheConflictAndIsNotUndoneByThem() async throws {
    let (a, b, server, id) = try await twoDevices(policy: .merge { $0.fieldwise })

    _ = try await b.store.update("parties", id: id, fields: ["name": "Asha Traders", "city": "Pune"])
    await server.setOffline(true)
    _ = try? await b.engine.sync()  // attempted; the answer never comes
    await server.setOffline(false)
    _ = try await b.store.update("parties", id: id, fields: ["name": "Asha Traders", "city": "Pune", "phone": "1"])
    #expect(try await b.store.pendingMutations().count == 2)
    _ = try await a.store.update("parties", id: id, fields: ["name": "Asha", "city": "Mumbai"])
    try await a.engine.sync()

    try await b.engine.sync()
    let merged: [String: JSONValue] = ["name": "Asha Traders", "city": "Mumbai", "phone": "1"]
    #expect(await server.liveRecords(of: "parties")[id]?.fields == merged)
    #expect(try await b.store.records(of: "parties").first?.fields == merged)
    #expect(try await b.store.pendingMutations().isEmpty)
    try await a.engine.sync()
    #expect(try await a.store.records(of: "parties").first?.fields == merged)
  }

  @Test func aRefusedCreateIsParkedAndItsDependentsWaitUntilItIsFixed() async throws {
    let schema = try SyncSchema.testSchema()
    let server = makeServer(schema)
    let device = try await Device(server, schema: schema)
    let party = try await device.store.create("parties", fields: ["name": "Asha", "gstin": "27AAPFU"])
    let invoice = try await device.store.create("invoices", fields: ["number": "1", "partyId": .string(party.id)])
    let other = try await device.store.create("products", fields: ["name": "Rice"])

    let report = try await device.engine.sync()
    #expect(report.rejected == 1)
    #expect(report.uploaded == 1)
    guard case .rejected(let rejection) = try await device.store.record("parties", id: party.id)?.status else {
      Issue.record("the party should be refused")
      return
    }
    #expect(rejection.fields.map(\.field) == ["gstin"])
    #expect(try await device.store.record("invoices", id: invoice.id)?.status == .pending)
    #expect(try await device.store.record("products", id: other.id)?.status == .synced)
    // A refusal is not a failed run; what waits for the refused party says so.
    let waiting = SyncBlockedChange(
      type: "invoices", recordID: invoice.id, operation: .create,
      blockedBy: SyncReferenceValue(id: party.id, type: "parties"), blockerRejection: rejection)
    #expect(await device.engine.status == .waiting(SyncBacklog(blocked: [waiting])))
    #expect(report.blocked == 1)

    _ = try await device.store.update("parties", id: party.id, fields: ["name": "Asha", "gstin": "27AAPFU0939F1ZV"])
    try await device.engine.sync()
    #expect(await device.engine.status == .idle)
    #expect(try await device.store.pendingMutations().isEmpty)
    #expect(await server.liveRecords(of: "invoices").count == 1)
  }

  @Test func anOutageIsNeverARefusal() async throws {
    let schema = try SyncSchema.testSchema()
    let server = makeServer(schema)
    let device = try await Device(server, schema: schema)
    _ = try await device.store.create("parties", fields: ["name": "Asha"])
    await server.setOffline(true)
    await #expect(throws: AppError.network(.offline)) { try await device.engine.sync() }
    #expect(await device.engine.status == .offline)
    #expect(try await device.store.pendingMutations().count == 1)
    #expect(try await device.store.rejectedMutations().isEmpty)

    await server.setOffline(false)
    await server.dropResponses(1)  // created, but the answer is lost
    await #expect(throws: AppError.network(.connectionLost)) { try await device.engine.sync() }
    #expect(await device.engine.status == .offline)
    try await device.engine.sync()
    #expect(await server.counters.creates == 1)
    #expect(await server.counters.replays == 1)
    #expect(await server.liveRecords(of: "parties").count == 1)
    #expect(
      try await device.store.records(of: "parties").map(\.id) == Array(await server.liveRecords(of: "parties").keys))
  }

  @Test func downloadPagesByCursorAndAppliesTombstones() async throws {
    let schema = try SyncSchema.testSchema()
    let server = makeServer(schema)
    let device = try await Device(server, schema: schema, pageSize: 2)
    for index in 0..<7 { await server.put("products", fields: ["name": .string("P\(index)")]) }
    let report = try await device.engine.sync()
    #expect(report.downloaded == 7)
    #expect(try await device.store.records(of: "products").count == 7)
    #expect(await server.calls.filter { $0 == "changes products" }.count == 4)

    let gone = try #require(await server.liveRecords(of: "products").keys.sorted().first)
    let other = try await Device(server, schema: schema)
    try await other.engine.sync()
    try await other.store.delete("products", id: gone)
    try await other.engine.sync()
    let second = try await device.engine.sync()
    #expect(second.downloaded == 1, "only the tombstone is new")
    #expect(try await device.store.record("products", id: gone) == nil)
    #expect(try await device.store.records(of: "products").count == 6)
  }

  @Test func runsAreSingleFlightAndReportProgress() async throws {
    let schema = try SyncSchema.testSchema()
    let server = makeServer(schema)
    let gate = SyncTestGate()
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    let engine = SyncEngine(store: store, remote: HeldSyncRemote(base: server, gate: gate, heldType: "products"))
    for index in 0..<3 { _ = try await store.create("products", fields: ["name": .string("P\(index)")]) }
    let updates = await engine.statusUpdates()
    let first = Task { try await engine.sync() }
    await gate.untilEntered()  // the first run holds its first create in flight
    let second = Task { try await engine.sync() }
    try await Task.sleep(for: .milliseconds(200))  // the second caller reaches the engine meanwhile
    await gate.open()
    let reports = (try await first.value, try await second.value)
    #expect(reports.0 == reports.1, "the second caller joined the first run")
    #expect(await server.counters.creates == 3)
    #expect(await server.counters.replays == 0, "no create was sent twice")
    #expect(await server.calls.filter { $0 == "create products" }.count == 3)
    #expect(await server.calls.filter { $0 == "changes products" }.count == 1)

    var seen: [SyncStatus] = []
    for await status in updates {
      seen.append(status)
      if seen.count > 1, status == .idle { break }
    }
    #expect(seen.first == .idle)
    #expect(seen.contains(.syncing(completed: 3, total: 3)))
    #expect(seen.last == .idle)
  }

  @Test func syncsWhenConnectivityReturns() async throws {
    let schema = try SyncSchema.testSchema()
    let server = makeServer(schema)
    let device = try await Device(server, schema: schema)
    let connectivity = ManualConnectivityMonitor(.offline)
    await server.setOffline(true)
    let runner = Task { await device.engine.run(connectivity: connectivity) }
    defer { runner.cancel() }
    _ = try await device.store.create("parties", fields: ["name": "Asha"])
    await server.setOffline(false)
    await connectivity.set(.online)
    let deadline = ContinuousClock.now + .seconds(60)  // far above the milliseconds it takes
    while try await device.store.pendingMutations().count > 0, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(await server.counters.creates == 1)
  }
}

/// Consecutive independent mutations of one type travel in batches, and the queue's order holds
/// across them.
@Suite struct SyncEngineBatchTests {
  private func device(_ server: InMemorySyncServer) throws -> (SQLiteSyncStore, SyncEngine) {
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
    return (store, SyncEngine(store: store, remote: server))
  }

  @Test func consecutiveMutationsOfATypeShareARequestUpToTheBatchSize() async throws {
    let server = InMemorySyncServer(
      schema: try .testSchema(), validators: InMemorySyncServer.testValidators, batchSize: 3)
    let (store, engine) = try device(server)
    for index in 0..<4 { _ = try await store.create("products", fields: ["name": .string("P\(index)")]) }
    for index in 0..<2 { _ = try await store.create("parties", fields: ["name": .string("C\(index)")]) }
    for index in 4..<7 { _ = try await store.create("products", fields: ["name": .string("P\(index)")]) }

    let report = try await engine.sync()

    #expect(report.uploaded == 9)
    let requests = await server.calls.filter { !$0.hasPrefix("changes") && !$0.hasPrefix("create") }
    #expect(requests == ["batch products ×3", "batch parties ×2", "batch products ×3"])
    #expect(await server.liveRecords(of: "products").count == 7)
    #expect(try await store.records(of: "products").allSatisfy { !SyncLocalID.isLocal($0.id) && $0.status == .synced })
  }

  @Test func aLostBatchAnswerIsReplayedWithTheSameKeysAndDuplicatesNothing() async throws {
    let server = InMemorySyncServer(schema: try .testSchema(), batchSize: 10)
    let (store, engine) = try device(server)
    for index in 0..<3 { _ = try await store.create("products", fields: ["name": .string("P\(index)")]) }
    await server.dropResponses(1)

    await #expect(throws: AppError.self) { try await engine.sync() }
    #expect(try await store.pendingMutations().allSatisfy(\.wasAttempted))
    #expect(await engine.status == .offline, "a lost answer is an outage, not a failure")

    let report = try await engine.sync()
    #expect(report.uploaded == 3)
    #expect(await server.counters.creates == 3)
    #expect(await server.counters.replays == 3)
    #expect(await server.liveRecords(of: "products").count == 3)
  }

  @Test func eachAnswerInABatchIsAppliedOnItsOwnTerms() async throws {
    let server = InMemorySyncServer(
      schema: try .testSchema(), validators: InMemorySyncServer.testValidators, batchSize: 10)
    let (store, engine) = try device(server)
    let stale = await server.put("products", fields: ["name": "Rice"])
    try await store.apply(SyncChangesPage(changes: [stale], nextCursor: "0", hasMore: false), of: "products")
    await server.put("products", id: stale.id, fields: ["name": "Basmati rice"])
    _ = try await store.update("products", id: stale.id, fields: ["name": "Brown rice"])
    let refused = try await store.create("products", fields: ["label": "no name"])
    let accepted = try await store.create("products", fields: ["name": "Dal"])

    let report = try await engine.sync()

    #expect(await server.calls.contains("batch products ×3"))
    #expect((report.uploaded, report.conflicts, report.rejected) == (1, 1, 1))
    #expect(try await store.conflicts().map(\.recordID) == [stale.id])
    #expect(try await store.rejectedMutations().map(\.recordID) == [refused.id])
    #expect(try await store.record("products", id: accepted.id)?.status == .synced)
  }

  /// The queue's order holds across records: a change never reaches the server before an earlier one.
  @Test func aDeleteQueuedAfterAnEditThatMustWaitDoesNotOvertakeIt() async throws {
    let server = InMemorySyncServer(schema: try .testSchema(), validators: InMemorySyncServer.testValidators)
    let (store, engine) = try device(server)
    let product = try await store.create("products", fields: ["name": "Rice"])
    let invoice = try await store.create(
      "invoices", fields: ["number": "1", "lines": [["productId": .string(product.id)]]])
    try await engine.sync()
    let productID = try #require(try await store.record("products", id: product.id)?.id)
    let invoiceID = try #require(try await store.record("invoices", id: invoice.id)?.id)
    // An edit of the invoice is attempted, then the connection drops: the unlinking queues behind it.
    _ = try await store.update(
      "invoices", id: invoiceID, fields: ["number": "1A", "lines": [["productId": .string(productID)]]])
    await server.setOffline(true)
    _ = try? await engine.sync()
    await server.setOffline(false)
    _ = try await store.update("invoices", id: invoiceID, fields: ["number": "1A", "lines": []])
    try await store.delete("products", id: productID)

    try await engine.sync()

    #expect(try await store.rejectedMutations().isEmpty, "the delete went before the unlinking made before it")
    #expect(await server.liveRecords(of: "products").isEmpty)
    #expect(await server.liveRecords(of: "invoices")[invoiceID]?.fields["lines"] == [])
    #expect(try await store.pendingMutations().isEmpty)
  }
}
