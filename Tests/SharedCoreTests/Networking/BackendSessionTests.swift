import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct BackendSessionTests {
  private static var alpha: BackendDescriptor { backend("alpha", host: "https://alpha.test") }
  private static var beta: BackendDescriptor { backend("beta", host: "https://beta.test") }

  /// A backend at `host` whose refresh answers `<name>-refreshed-<n>`.
  private static func backend(_ name: String, host: String) -> BackendDescriptor {
    let refreshes = LockedCounter()
    return BackendDescriptor(name: name, errorMapper: JSONErrorEnvelopeMapper()) { _ in
      URL(string: host)!
    } authSteps: { _ in
      [APIKeyStep(key: "\(name)-key")]
    } tokenRefresher: { _ in
      ClosureTokenRefresher { _ in
        AuthTokens(accessToken: "\(name)-refreshed-\(refreshes.next())", refreshToken: "r", expiresAt: .distantFuture)
      }
    }
  }

  private struct Host {
    let container: Container
    let transport: StubTransport
    let stores: InMemoryTokenStoreFactory
    let logger: RecordingLogger
    let metrics: LatencyMetrics
  }

  private func host(
    _ backends: [BackendDescriptor] = [alpha, beta], configuration: CoreConfiguration = .testing
  ) throws -> Host {
    let transport = StubTransport()
    let stores = InMemoryTokenStoreFactory()
    let logger = RecordingLogger()
    let metrics = LatencyMetrics()
    var builder = ContainerBuilder()
    builder.register(CoreConfiguration.self) { _ in configuration }
    builder.register((any Transport).self) { _ in transport }
    builder.register((any AppLogger).self) { _ in logger }
    builder.register(LatencyMetrics.self) { _ in metrics }
    builder.register((any Sleeper).self) { _ in ImmediateSleeper() }
    builder.register((any TokenStoreFactory).self) { _ in stores }
    for backend in backends { builder.registerBackend(backend) }
    return Host(container: try builder.build(), transport: transport, stores: stores, logger: logger, metrics: metrics)
  }

  private func authorization(_ host: Host, _ backend: String) async throws -> String? {
    await host.transport.clearRequests()
    let session = try host.container.resolve(BackendSession.self, name: backend)
    _ = try await session.client.send(Endpoint<EmptyBody>(.get, path: ["v1", "me"], auth: [.bearer, .apiKey]))
    return await host.transport.requests.last?.headers["Authorization"]
  }

  @Test func eachBackendHasOneSessionWithItsOwnTokensAndManager() async throws {
    let host = try host()
    await host.transport.on(.get, "/v1/me", reply: .status(200))
    let alpha = try host.container.resolve(BackendSession.self, name: "alpha")
    let beta = try host.container.resolve(BackendSession.self, name: "beta")
    #expect(alpha === (try host.container.resolve(BackendSession.self, name: "alpha")))
    #expect(alpha.tokens === (try host.container.resolve(TokenManager.self, name: "alpha")))
    #expect(alpha.client === (try host.container.resolve(APIClient.self, name: "alpha")))
    #expect(alpha.tokens !== beta.tokens)

    let later = Date().addingTimeInterval(3_600)
    try await alpha.signIn(AuthTokens(accessToken: "alpha-1", refreshToken: "ra", expiresAt: later))
    try await beta.signIn(AuthTokens(accessToken: "beta-1", refreshToken: "rb", expiresAt: later))
    #expect(try await host.stores.store(forBackend: "alpha").load()?.accessToken == "alpha-1")
    #expect(try await host.stores.store(forBackend: "beta").load()?.accessToken == "beta-1")
    #expect(try await authorization(host, "alpha") == "Bearer alpha-1")
    #expect(try await authorization(host, "beta") == "Bearer beta-1")
    #expect(await host.transport.requests.last?.headers["X-API-Key"] == "beta-key")

    try await alpha.signOut()
    #expect(try await alpha.isSignedIn == false)
    #expect(try await beta.isSignedIn)
    await #expect(throws: AppError.unauthorized) { try await authorization(host, "alpha") }
    #expect(try await authorization(host, "beta") == "Bearer beta-1")
  }

  @Test func aRefreshOnOneBackendLeavesTheOtherUntouched() async throws {
    let host = try host()
    await host.transport.on(.get, "/v1/me", reply: .status(200))
    let later = Date().addingTimeInterval(3_600)
    try await host.container.resolve(BackendSession.self, name: "alpha").signIn(
      AuthTokens(accessToken: "alpha-old", refreshToken: "ra", expiresAt: Date()))
    try await host.container.resolve(BackendSession.self, name: "beta").signIn(
      AuthTokens(accessToken: "beta-1", refreshToken: "rb", expiresAt: later))
    #expect(try await authorization(host, "alpha") == "Bearer alpha-refreshed-1")
    #expect(await host.stores.store(forBackend: "beta").events.count == 1, "only beta's sign-in")
    #expect(try await authorization(host, "beta") == "Bearer beta-1")
  }

  @Test func registeringABackendTwiceIsADuplicate() throws {
    let error = #expect(throws: ContainerBuildError.self) { try host([Self.alpha, Self.beta, Self.alpha]) }
    #expect(error?.duplicates.map(\.key).contains(ServiceKey(BackendSession.self, name: "alpha")) == true)
    #expect(error?.duplicates.contains { $0.key.name == "beta" } == false)
  }

  @Test func clientsTakeRetriesFromTheConfigurationAndRecordMetrics() async throws {
    var configuration = CoreConfiguration.testing
    configuration.network.retry = .init(maxAttempts: 3, baseDelay: .zero, maxDelay: .zero)
    let host = try host([Self.alpha], configuration: configuration)
    await host.transport.on(.get, "/v1/status", reply: .status(503))
    let client = try host.container.resolve(APIClient.self, name: "alpha")
    await #expect(throws: AppError.self) { try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "status"])) }
    #expect(await host.transport.requests.count == 3, "three attempts, as configured")
    #expect(await host.metrics.samples(for: "GET /v1/status").count == 1)
  }

  @Test func theRefreshWindowComesFromTheConfiguration() async throws {
    var configuration = CoreConfiguration.testing
    configuration.security.tokenRefreshWindow = .seconds(600)
    let host = try host([Self.alpha], configuration: configuration)
    await host.transport.on(.get, "/v1/me", reply: .status(200))
    // Tokens kept from an earlier launch, whose lifetime the session cannot know: the whole window applies.
    try await host.stores.store(forBackend: "alpha").save(
      AuthTokens(accessToken: "alpha-1", refreshToken: "ra", expiresAt: Date().addingTimeInterval(400)))
    #expect(try await authorization(host, "alpha") == "Bearer alpha-refreshed-1", "400 s left is inside 600 s")
  }

  @Test(arguments: [true, false])
  func networkLoggingFollowsTheConfiguration(logsNetworkTraffic: Bool) async throws {
    var configuration = CoreConfiguration.testing
    configuration.logging.logsNetworkTraffic = logsNetworkTraffic
    let host = try host([Self.alpha], configuration: configuration)
    await host.transport.on(.get, "/v1/status", reply: .status(200))
    let client = try host.container.resolve(APIClient.self, name: "alpha")
    _ = try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "status"]))
    let lines = host.logger.records.filter { $0.category == "http" }
    #expect(lines.count == (logsNetworkTraffic ? 1 : 0))
  }

  @Test func featuresSharingABackendGetOneSessionAndASecondPlainRegistrationIsADuplicate() throws {
    var builder = ContainerBuilder()
    builder.register(CoreConfiguration.self) { _ in .testing }
    builder.register((any Transport).self) { _ in StubTransport() }
    builder.register((any AppLogger).self) { _ in RecordingLogger() }
    builder.register(LatencyMetrics.self) { _ in LatencyMetrics() }
    builder.register((any Sleeper).self) { _ in ImmediateSleeper() }
    builder.register((any TokenStoreFactory).self) { _ in InMemoryTokenStoreFactory() }
    builder.registerSharedBackend(.business)  // the products feature
    builder.registerSharedBackend(.business)  // the parties feature
    let container = try builder.build()
    let session = try container.resolve(BackendSession.self, name: BackendDescriptor.business.name)
    #expect(session.client === (try container.resolve(APIClient.self, name: "business")))
    #expect(session.client.configuration.baseURL == CoreConfiguration.testing.endpoints.baseURL)

    builder.registerBackend(.business)
    #expect(throws: ContainerBuildError.self) { try builder.build() }
  }
}

/// A thread-safe counter for refresh numbering.
private final class LockedCounter: Sendable {
  private let value = LockedValue(0)

  func next() -> Int {
    value.withLock { value in
      value += 1
      return value
    }
  }
}
