import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers that prove nothing, over real HTTP: the reference server still working on a key (409
/// `IDEMPOTENCY_KEY_IN_USE`), a success whose body is cut short, and a server that lost its history.
@Suite struct SyncUnknownOutcomeIntegrationTests {
  private struct Device {
    let store: SQLiteSyncStore
    let engine: SyncEngine

    init(store: SQLiteSyncStore, engine: SyncEngine) {
      self.store = store
      self.engine = engine
    }

    init(_ server: ReferenceServer, timeout: Duration = .seconds(3), pageSize: Int = 500) async throws {
      store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
      engine = SyncEngine(
        store: store, remote: try await server.syncRemote(username: "shop", timeout: timeout), pageSize: pageSize)
    }

    init(store: SQLiteSyncStore, server: ReferenceServer) async throws {
      self.store = store
      engine = SyncEngine(store: store, remote: try await server.syncRemote(username: "shop"))
    }
  }

  /// Waits (up to a minute) until the server holds `count` records of `collection`.
  private func waitForRecords(_ server: ReferenceServer, _ collection: String, count: Int) async throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while try await server.syncRecords(collection, account: "shop").count < count {
      guard ContinuousClock.now < deadline else { throw CancellationError() }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// A remote of its own (its own URLSession) sending `token`, so that several share one client.
  private func remote(_ server: ReferenceServer, token: String, timeout: Duration = .seconds(3)) -> HTTPSyncRemote {
    HTTPSyncRemote(
      client: APIClient(
        configuration: APIClientConfiguration(baseURL: server.baseURL, steps: [StaticBearerStep(token: token)]),
        transport: URLSessionTransport()),
      timeout: timeout)
  }

  @Test func aRetryWhileTheFirstRequestRunsIsUnconfirmedAndLaterSettledOnce() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let token = try await server.issueTokens(username: "shop").accessToken
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
    let device = Device(store: store, engine: SyncEngine(store: store, remote: remote(server, token: token)))
    let party = try await device.store.create("parties", fields: ["name": "Asha"])
    let key = try #require(try await device.store.pendingMutations().first?.idempotencyKey)
    // The server works on the create for 5 s. The first attempt gives up after 0.3 s, on a client
    // of its own (an app killed mid-request and launched again): on Linux, URLSession was seen to
    // time out requests sent soon after one of its own timed out, which is not what this tests.
    try await server.addFault(
      .init(pathPrefix: "/v1/sync/sync-parties", method: "POST", processingMs: 5_000, times: 1))
    let impatient = SyncEngine(store: store, remote: remote(server, token: token, timeout: .milliseconds(300)))
    await #expect(throws: AppError.network(.timeout)) { try await impatient.sync() }
    #expect(await impatient.status == .offline)

    // Asked again while the server still works on it: 409 in progress.
    let report = try await device.engine.sync()

    #expect((report.uploaded, report.rejected, report.unconfirmed) == (0, 0, 1))
    guard case .waiting(let backlog) = await device.engine.status else {
      Issue.record("expected .waiting, got \(await device.engine.status)")
      return
    }
    #expect(backlog.unconfirmed.map(\.uncertainty.kind) == [.inProgress])
    #expect(try await device.store.rejectedMutations().isEmpty, "a 409 in progress is never a refusal")
    #expect(try await device.store.pendingMutations().map(\.idempotencyKey) == [key])

    try await waitForRecords(server, "sync-parties", count: 1)
    let c = ContinuousClock(); let t = c.now
    do { try await device.engine.sync() } catch {
      print("DEBUG final", error, c.now - t, try await server.stats().requests); throw error
    }

    let parties = try await server.syncRecords("sync-parties", account: "shop")
    #expect(parties.count == 1, "one record: the key was never replaced")
    #expect(try await device.store.record("parties", id: party.id)?.id == parties.first?.id)
    #expect(await device.engine.status == .idle)
    #expect(try await server.stats().idempotentReplays == 1)
  }

  @Test func anUnreadableSuccessIsUnconfirmedAndTheReplaySettlesIt() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let device = try await Device(server)
    _ = try await device.store.create("parties", fields: ["name": "Asha"])
    _ = try await device.store.create("products", fields: ["name": "Rice"])
    try await server.addFault(
      .init(pathPrefix: "/v1/sync/sync-parties", method: "POST", garbleResponse: true, times: 1))

    let report = try await device.engine.sync()

    #expect((report.uploaded, report.unconfirmed) == (1, 1), "the product still went")
    guard case .waiting(let backlog) = await device.engine.status else {
      Issue.record("expected .waiting, got \(await device.engine.status)")
      return
    }
    #expect(backlog.unconfirmed.map(\.uncertainty.kind) == [.unreadableAnswer])
    try await device.engine.sync()
    #expect(try await server.syncRecords("sync-parties", account: "shop").count == 1)
    #expect(try await device.store.pendingMutations().isEmpty)
    #expect(await device.engine.status == .idle)
  }

  @Test func aBatchItemWhoseKeyIsStillInUseIsUnconfirmedWhileTheRestOfTheBatchLands() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    // One client: the engine and a slow request of its own share one token, so one key collides.
    let tokens = try await server.issueTokens(username: "shop")
    let client = APIClient(
      configuration: APIClientConfiguration(
        baseURL: server.baseURL, steps: [StaticBearerStep(token: tokens.accessToken)]),
      transport: URLSessionTransport())
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
    let engine = SyncEngine(store: store, remote: remote(server, token: tokens.accessToken))
    _ = try await store.create("parties", fields: ["name": "Asha"])
    _ = try await store.create("parties", fields: ["name": "Bala"])
    let first = try #require(try await store.pendingMutations().first)
    // The same create, sent earlier under its key, still being worked on by the server.
    let slow = Task {
      let create = Endpoint<EmptyBody>(.post, path: ["v1", "sync", "sync-parties"])
        .jsonBody(["name": "Asha"] as [String: JSONValue]).idempotencyKey(first.idempotencyKey)
        .header("X-Fault-Processing-Ms", "15000")
      _ = try? await client.response(for: create)
    }
    try await waitUntilHeld(server, first.idempotencyKey)

    let report = try await engine.sync()

    #expect((report.uploaded, report.unconfirmed) == (1, 1))
    #expect(try await store.rejectedMutations().isEmpty)
    await slow.value
    try await engine.sync()
    let names = try await server.syncRecords("sync-parties", account: "shop").compactMap {
      $0.fields["name"]?.stringValue
    }
    #expect(names.sorted() == ["Asha", "Bala"])
    #expect(try await store.pendingMutations().isEmpty)
  }

  /// Waits (up to a minute) until a request holding `key` has reached the server: its request count
  /// for the route rises. The server answers nothing until it is done, so the count is the signal.
  private func waitUntilHeld(_ server: ReferenceServer, _ key: String) async throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while try await server.stats().requests["POST /v1/sync/sync-parties", default: 0] < 1 {
      guard ContinuousClock.now < deadline else { throw CancellationError() }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  @Test func aServerThatLostItsHistoryIsDownloadedAfreshAndWhatItNoLongerHasIsRemoved() async throws {
    let first = try await ReferenceServer.start()
    defer { first.terminate() }
    let before = try await Device(first, pageSize: 2)
    for name in ["Rice", "Dal", "Salt"] {
      _ = try await before.store.create("products", fields: ["name": .string(name)])
    }
    try await before.engine.sync()
    let earlier = Set(try await before.store.records(of: "products").map(\.id))
    #expect(earlier.count == 3)

    // The business restored an older backup: another server process, with only some of the records,
    // refusing the cursors the first one issued.
    let restored = try await ReferenceServer.start()
    defer { restored.terminate() }
    try await restored.seedSync("sync-products", account: "shop", count: 1)
    let after = try await Device(store: before.store, server: restored)

    let report = try await after.engine.sync()

    let local = try await after.store.records(of: "products")
    let remote = try await restored.syncRecords("sync-products", account: "shop")
    #expect(local.map(\.id) == remote.map(\.id))
    #expect(local.map(\.fields) == remote.map(\.fields))
    // Ids the restored server reuses are its records now; every other one is gone.
    #expect(report.removed == earlier.subtracting(remote.map(\.id)).count)
    #expect(report.removed >= 2)
    #expect(await after.engine.status == .idle)
  }
}

/// Sends one fixed bearer token with every request.
private struct StaticBearerStep: RequestStep {
  let token: String

  func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
    var request = request
    request.http.headers["Authorization"] = "Bearer \(token)"
    return try await next(request)
  }
}
