import Foundation
import PlansFeature
import PlansTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// PlansFeature's restore, backend sync and remote configuration against the reference server over
/// real HTTP, through lost, unreadable and still-running answers.
@Suite struct PlansSyncIntegrationTests {
  /// One device: the gate over its own database and clocks, and the sync service over a client
  /// signed in as `account`, recording the `Idempotency-Key` of every upload it sends.
  struct Device {
    let host: PlansTestHost
    let sync: PlansSyncService
    let keys: RecordedKeys
  }

  final class RecordedKeys: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String] = []
    var all: [String] { lock.withLock { keys } }
    func append(_ key: String) { lock.withLock { keys.append(key) } }
  }

  /// Adds the bearer token, bounds each attempt by `timeout`, and records upload keys.
  struct DeviceStep: RequestStep {
    let token: String
    let timeout: Duration
    let keys: RecordedKeys

    func handle(_ request: APIRequest, next: RequestStepNext) async throws -> HTTPResponse {
      var request = request
      request.http.headers["Authorization"] = "Bearer \(token)"
      request.http.timeout = timeout
      if let key = request.http.headers["Idempotency-Key"] { keys.append(key) }
      return try await next(request)
    }
  }

  static func device(on server: ReferenceServer, account: String = "plans-user", timeout: Duration = .seconds(10))
    async throws -> Device
  {
    struct Login: Encodable, Sendable { var username: String, password: String }
    struct Tokens: Decodable, Sendable { var accessToken: String }
    let transport = URLSessionTransport()
    let tokens = try await APIClient(
      configuration: APIClientConfiguration(baseURL: server.baseURL), transport: transport
    )
    .send(
      Endpoint<Tokens>(.post, literalPath: "/v1/auth/token")
        .jsonBody(Login(username: account, password: ReferenceServer.demoPassword)))
    let keys = RecordedKeys()
    let client = APIClient(
      configuration: APIClientConfiguration(
        baseURL: server.baseURL, steps: [DeviceStep(token: tokens.accessToken, timeout: timeout, keys: keys)]),
      transport: transport)
    let host = try PlansTestHost()
    try await host.gate.load()
    return Device(
      host: host, sync: PlansSyncService(client: client, gate: host.gate, store: host.store, crypto: SystemCrypto()),
      keys: keys)
  }

  /// Buys the monthly subscription today (the reference server's `Date` sets the guarded time).
  static func buy(on device: Device) async throws {
    let transaction = PlansSamples.monthly(purchase: try #require(PlansInstant(Date())))
    let report = try await device.host.gate.install(
      transactions: [try PlansTestChain.good.sign(transaction: transaction)], confirmsAll: false)
    #expect(report.installedTransactions.count == 1)
  }

  @Test func aPurchaseSyncedFromOneDeviceIsRestoredOnAnother() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let phone = try await Self.device(on: server)
    try await Self.buy(on: phone)
    #expect(try #require(await phone.sync.sync().value).refused.isEmpty)

    let tablet = try await Self.device(on: server)
    #expect(await !tablet.host.gate.can(.eInvoice))
    let restored = try #require(await tablet.sync.restore().value)
    #expect(restored.installedTransactions.map(\.originalTransactionId) == ["1000"])
    #expect(await tablet.host.gate.can(.eInvoice))
  }

  @Test func anUnreadableAnswerKeepsTheUploadPendingUnderItsKey() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let phone = try await Self.device(on: server)
    try await Self.buy(on: phone)
    _ = try await server.addFault(
      .init(pathPrefix: "/v1/plans/transactions", method: "POST", garbleResponse: true, times: 1))
    let first = await phone.sync.sync()
    #expect(first.uncertainty?.kind == .unreadableAnswer)
    let second = await phone.sync.sync()
    #expect(second.value != nil)
    #expect(phone.keys.all.count == 2 && Set(phone.keys.all).count == 1, "the same key, never a new one")
    // The pending upload is gone: the next sync is a new one.
    _ = await phone.sync.sync()
    #expect(Set(phone.keys.all).count == 2)
  }

  @Test func anAnswerStillInProgressIsRetriedUnderTheSameKey() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let phone = try await Self.device(on: server, timeout: .milliseconds(300))
    try await Self.buy(on: phone)
    _ = try await server.addFault(
      .init(pathPrefix: "/v1/plans/transactions", method: "POST", processingMs: 3_000, times: 1))
    let timedOut = await phone.sync.sync()
    #expect(timedOut.uncertainty?.kind == .noAnswer)
    let inProgress = await phone.sync.sync()
    #expect(inProgress.uncertainty?.kind == .inProgress)
    var outcome = inProgress
    let deadline = ContinuousClock.now + .seconds(60)
    while outcome.value == nil, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(200))
      outcome = await phone.sync.sync()
    }
    #expect(outcome.value != nil)
    #expect(Set(phone.keys.all).count == 1, "every attempt carried the first key")
    let tablet = try await Self.device(on: server)
    #expect(try #require(await tablet.sync.restore().value).installedTransactions.count == 1)
  }

  @Test func aLostAnswerIsCompletedWithoutADuplicate() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let phone = try await Self.device(on: server, timeout: .seconds(3))
    try await Self.buy(on: phone)
    _ = try await server.addFault(
      .init(pathPrefix: "/v1/plans/transactions", method: "POST", dropResponse: true, times: 1))
    #expect(await phone.sync.sync().isPending)
    #expect(await phone.sync.sync().value != nil)
    #expect(Set(phone.keys.all).count == 1)
  }

  @Test func theRemoteConfigurationIsVerifiedAndNeverRolledBack() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let phone = try await Self.device(on: server)
    #expect(try await phone.sync.refreshRemoteConfig().version == 1)
    await phone.host.gate.identify(userID: "42")
    #expect(await phone.host.gate.can(.flag("new-paywall")))
    let variant = await phone.host.gate.variant(of: "exp-paywall")
    #expect(variant == "control" || variant == "annual-first")

    func setConfig(version: Int64, force: Bool = false) async throws {
      let document = PlansRemoteConfig(version: version, issuedAt: 1_767_225_600, maxAgeSeconds: 3_600)
      var request = URLRequest(url: server.baseURL.appendingPathComponent("admin/plans/remote-config"))
      request.httpMethod = "PUT"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      let config = try JSONValue(parsing: try JSONEncoder().encode(document))
      request.httpBody = JSONValue.object(["config": config, "force": .bool(force)]).serialized()
      let (_, response) = try await URLSession.shared.data(for: request)
      #expect((response as? HTTPURLResponse)?.statusCode == 200)
    }
    try await setConfig(version: 2)
    #expect(try await phone.sync.refreshRemoteConfig().version == 2)
    #expect(await !phone.host.gate.can(.flag("new-paywall")))
    try await setConfig(version: 1, force: true)
    await #expect(throws: PlansRemoteConfigError.rollback(installed: 2, offered: 1)) {
      try await phone.sync.refreshRemoteConfig()
    }
    #expect(await phone.host.gate.snapshot().config?.version == 2)
  }
}
