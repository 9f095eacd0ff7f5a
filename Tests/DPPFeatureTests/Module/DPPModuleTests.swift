import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// DPPModule registers everything and its graph verifies against the host registrations it lists.
@Suite struct DPPModuleTests {
  static func makeContainer(transport: StubTransport = StubTransport()) throws -> Container {
    var builder = ContainerBuilder()
    builder.register(DPPConfiguration.self) { _ in
      DPPConfiguration(baseURL: TraceWiseHarness.baseURL, apiKey: TraceWiseHarness.apiKey)
    }
    builder.register(CoreConfiguration.self) { _ in .development }
    builder.register((any Transport).self) { _ in transport }
    builder.register((any AppLogger).self) { _ in SilentLogger() }
    builder.register(LatencyMetrics.self, lifetime: .singleton) { _ in LatencyMetrics() }
    builder.register((any Sleeper).self) { _ in ImmediateSleeper() }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
    builder.register((any CacheStore).self, lifetime: .singleton) { _ in InMemoryCacheStore() }
    builder.register((any OutboxStore).self, lifetime: .singleton) { _ in InMemoryOutboxStore() }
    builder.register((any CryptoProvider).self) { _ in SystemCrypto() }
    try builder.include(DPPModule())
    return try builder.build()
  }

  @Test func composedContainerVerifies() throws {
    let report = try Self.makeContainer().verify()
    #expect(report.isEmpty, "\(report)")
    #expect(report.verifiedCount >= 20)
    #expect(report.unverified.isEmpty)
    #expect(report.exempted.isEmpty)
    #expect(!report.description.contains("DPPPassportViewModelFactory"))
  }

  @Test func missingHostRegistrationsAreReported() throws {
    var builder = ContainerBuilder()
    try builder.include(DPPModule())
    let report = try builder.build().verify()
    #expect(!report.problems.isEmpty)
    #expect(report.description.contains("No registration for CoreConfiguration"), "\(report)")
  }

  @Test @MainActor func resolvesViewModelsWithRuntimeIds() async throws {
    let container = try Self.makeContainer()
    let id = DPPProductID(gtin: TraceWiseHarness.gtin, serial: "SN-1001")
    let passport = try container.resolve(DPPPassportViewModelFactory.self, argument: id).make()
    #expect(passport.state.id == id)
    let scan = try container.resolve(DPPScanViewModelFactory.self).make()
    #expect(scan.state.link == .idle)
  }

  @Test func resolvedServicesTalkThroughTheHostTransport() async throws {
    let transport = StubTransport()
    await transport.on(.get, "/v1/cirpass-sim/products", reply: .json(#"{"products":[]}"#))
    let container = try Self.makeContainer(transport: transport)
    let cirpass = try container.resolve(TraceWiseSDK.CirpassModule.self)
    #expect(try await cirpass.listCirpassProducts(limit: 1).products.isEmpty)
    #expect(await transport.requests.first?.headers["X-API-Key"] == TraceWiseHarness.apiKey)
    #expect(
      try container.resolve(APIClient.self, name: DPPModule.clientName)
        === container.resolve(APIClient.self, name: DPPModule.clientName))
  }
}

/// DPPModule composed with the real platform module, as apps and the CLI compose it.
@Suite struct DPPModulePlatformCompositionTests {
  @Test func verifiesWithPlatformModuleAndDerivedConfiguration() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dpp-module-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var configuration = CoreConfiguration.development
    configuration.endpoints.baseURL = TraceWiseHarness.baseURL
    configuration.endpoints.additional[DPPModule.resolverEndpointName] = URL(string: "https://id.test")
    let container = try Container(modules: [
      PlatformModule(applicationID: "org.sharedcore.dpp-tests", dataDirectory: directory, configuration: configuration),
      DPPModule(apiKey: "key"),
    ])
    let report = container.verify()
    #expect(report.isEmpty, "\(report)")
    let resolved = try container.resolve(DPPConfiguration.self)
    #expect(
      resolved
        == DPPConfiguration(
          baseURL: TraceWiseHarness.baseURL, resolverURL: URL(string: "https://id.test"), apiKey: "key"))
  }

  @Test func verifiesWithoutSideEffects() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dpp-module-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var configuration = CoreConfiguration.development
    configuration.endpoints.baseURL = TraceWiseHarness.baseURL
    let container = try Container(modules: [
      PlatformModule(applicationID: "org.sharedcore.dpp-tests", dataDirectory: directory, configuration: configuration),
      DPPModule(apiKey: "key"),
    ])

    let report = try container.verifyWithoutSideEffects()

    #expect(report.isEmpty, "\(report)")
    #expect(report.verifiedCount >= 30)
    #expect(!FileManager.default.fileExists(atPath: directory.path), "verification created the data directory")
  }

  @Test func sideEffectFreeVerificationStillReportsMissingRegistrations() throws {
    var builder = ContainerBuilder()
    try builder.include(DPPModule())
    let report = try builder.build().verifyWithoutSideEffects()
    #expect(report.description.contains("No registration for CoreConfiguration"), "\(report)")
    #expect(report.description.contains("No registration for OutboxStore"), "\(report)")
    #expect(report.description.contains("No registration for CacheStore"), "\(report)")
  }
}

/// The signed-in user's state lives in the session scope and is gone after logout.
@Suite struct DPPSessionScopeTests {
  @Test func registeredProductsLiveInTheSessionScopeAndAreReleasedAtLogout() async throws {
    let transport = StubTransport()
    await transport.on(
      .get, "/v1/products/users/*", reply: .json(#"{"items":[\#(TraceWiseJSON.product)],"nextPageToken":null}"#))
    let container = try DPPModuleTests.makeContainer(transport: transport)
    let tracewise = try container.resolve(BackendSession.self, name: DPPModule.clientName)
    try await tracewise.signIn(
      AuthTokens(accessToken: TestJWT.make(subject: "alice", expiresAt: Date().addingTimeInterval(3_600))))

    let session = container.makeScope(.session)
    weak var released: DPPRegisteredProducts?
    do {
      let products = try session.resolve(DPPRegisteredProducts.self)
      released = products
      #expect(products === (try session.resolve(DPPRegisteredProducts.self)), "one per session")
      #expect(try await products.loadMore().map(\.name) == ["EcoTrail Running Shoe"])
      #expect(await transport.requests.last?.url.path == "/v1/products/users/alice")
    }
    #expect(throws: ResolutionError.self, "per-user state is not resolvable outside a session") {
      try container.resolve(DPPRegisteredProducts.self)
    }

    try await tracewise.signOut()
    session.close()
    #expect(released == nil, "closing the scope released the user's state")
    #expect(throws: ResolutionError.self) { try session.resolve(DPPRegisteredProducts.self) }
    let nextUser = try container.makeScope(.session).resolve(DPPRegisteredProducts.self)
    #expect(await nextUser.items.isEmpty)
    await #expect(throws: AppError.unauthorized) { try await nextUser.loadMore() }
  }
}
