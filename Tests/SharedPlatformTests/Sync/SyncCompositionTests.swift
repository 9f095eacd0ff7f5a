import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Features contribute record types and projections; the platform composes one store and one engine.
@Suite struct SyncCompositionTests {
  /// Two features on one backend: parties with a projection, and sales whose invoices reference
  /// parties (across features) and products.
  struct ShopModule: FeatureModule {
    var salesFeatureName = "sales"

    func register(in builder: inout ContainerBuilder) throws {
      builder.registerBackend(
        BackendDescriptor(name: "shop", errorMapper: JSONErrorEnvelopeMapper()) { r in
          try r.resolve(CoreConfiguration.self).endpoints.baseURL
        })
      builder.registerSync(
        SyncContribution(
          feature: "parties", backend: "shop", types: [.testParties()],
          projections: [SyncProjectionTests.PartyNames()]))
      builder.registerSync(
        SyncContribution(feature: salesFeatureName, backend: "shop", types: [.testProducts(), .testInvoices()]))
    }
  }

  @Test func contributionsComposeIntoOneStoreAndOneEngine() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let container = try Container(modules: [
      PlatformModule(
        applicationID: "org.sharedcore.tests", dataDirectory: temporary.appending("data"), configuration: .development,
        keyDirectory: temporary.appending("keys")),
      ShopModule(),
    ])
    let company = try Company(id: CompanyID("shop-a"), name: "Shop A")
    let scope = container.makeScope(.company, context: company)
    let store = try scope.resolve((any SyncStore).self)
    #expect(store.schema.types.map(\.name) == ["parties", "products", "invoices"])
    let party = try await store.create("parties", fields: ["name": "Asha"])
    let invoice = try await store.create("invoices", fields: ["number": "1", "partyId": .string(party.id)])
    #expect(try await store.pendingMutations().map(\.recordID) == [party.id, invoice.id])
    let names = try await store.read { db in
      try db.query("SELECT name FROM test_party_names").map { try $0.value(String.self, named: "name") }
    }
    #expect(names == ["Asha"])
    _ = try scope.resolve(SyncEngine.self)
    let report = container.verify()
    #expect(report.isEmpty, "\(report)")
  }

  @Test func aFeatureContributesOnce() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    #expect(throws: ContainerBuildError.self) {
      try Container(modules: [
        PlatformModule(
          applicationID: "org.sharedcore.tests", dataDirectory: temporary.appending("data"),
          configuration: .development, keyDirectory: temporary.appending("keys")),
        ShopModule(salesFeatureName: "parties"),
      ])
    }
  }

  /// Each route gets batches no larger than it takes, whatever the largest route allows: with routes
  /// of 1 and 100, five products queued together reach the server as five requests of one.
  @Test func eachRouteGetsBatchesNoLargerThanItTakes() async throws {
    let schema = try SyncSchema.testSchema()
    let server = InMemorySyncServer(schema: schema)
    let single = BatchRecordingRemote(base: server, maximumBatchSize: 1)
    let wide = BatchRecordingRemote(base: server, maximumBatchSize: 100)
    let remote = RoutingSyncRemote(routes: ["products": single, "parties": wide, "invoices": wide])
    #expect(remote.maximumBatchSize == 100)
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    for index in 1...5 { _ = try await store.create("products", fields: ["name": .string("Item \(index)")]) }
    try await SyncEngine(store: store, remote: remote).sync()
    #expect(single.batchSizes.withLock { $0 } == [1, 1, 1, 1, 1])
    #expect(await server.liveRecords(of: "products").count == 5)
  }

  /// When a batch after the first fails as a whole, the answers stop short after the batches answered,
  /// so no answer is paired with the wrong mutation; the rest stay queued and go in a later sync.
  @Test func answersStopShortWhereALaterBatchFails() async throws {
    let schema = try SyncSchema.testSchema()
    let server = InMemorySyncServer(schema: schema)
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    for index in 1...3 { _ = try await store.create("products", fields: ["name": .string("Item \(index)")]) }
    let flaky = BatchRecordingRemote(base: server, maximumBatchSize: 1, offlineFrom: 1)
    let remote = RoutingSyncRemote(routes: ["products": flaky, "parties": flaky, "invoices": flaky])
    let pending = try await store.markAttempted(try await store.pendingMutations())
    let answers = try await remote.send(pending, of: schema.type(named: "products"))
    #expect(answers.count == 1)
    #expect(try answers.first?.get().fields["name"] == "Item 1")
  }

  @Test func aTypeNoRouteServesIsACompositionFailureNotAnOutage() async throws {
    let remote = RoutingSyncRemote(routes: [:])
    do {
      _ = try await remote.changes(.testParties(), since: nil, limit: 10)
      Issue.record("an unrouted type must fail")
    } catch .failed(let error) {
      #expect(!error.isRetryable)
      guard case .local(let failure) = error else { throw error }
      #expect(failure.source == .composition)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}

/// The in-memory server taking batches up to `maximumBatchSize`, recording the size of each it gets;
/// offline from the batch numbered `offlineFrom` (counting from 0) on.
private struct BatchRecordingRemote: ForwardingSyncRemote {
  let base: InMemorySyncServer
  let maximumBatchSize: Int
  var offlineFrom = Int.max
  let batchSizes = LockedValue<[Int]>([])

  func send(_ mutations: [SyncMutation], of type: SyncRecordType) async throws(SyncRemoteError)
    -> [Result<SyncServerRecord, SyncRemoteError>]
  {
    let index = batchSizes.withLock { sizes in
      sizes.append(mutations.count)
      return sizes.count - 1
    }
    if index >= offlineFrom { throw .failed(.network(.offline)) }
    return try await base.send(mutations, of: type)
  }
}
