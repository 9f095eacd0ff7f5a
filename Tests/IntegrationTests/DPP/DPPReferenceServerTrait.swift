import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A suite trait that starts one reference server for the whole suite and stops it afterwards;
/// tests read it from ``DPPServer/current``.
struct DPPReferenceServerTrait: SuiteTrait, TestScoping {
  /// Runs once around the suite, not around each test.
  var isRecursive: Bool { false }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    try await DPPServer.$current.withValue(server) { try await function() }
  }
}

extension Trait where Self == DPPReferenceServerTrait {
  /// One reference server for the suite.
  static var dppReferenceServer: Self { Self() }
}

/// The suite's server and TraceWise clients over real HTTP (`URLSessionTransport`).
struct DPPServer {
  /// The server of the running suite.
  @TaskLocal static var current: ReferenceServer?

  let server: ReferenceServer
  let transport = URLSessionTransport()
  let client: APIClient
  let username: String

  /// Clients for a fresh user (signed in when `signedIn`), with `apiKey` (the demo key by default).
  static func make(apiKey: String? = ReferenceServer.demoAPIKey, signedIn: Bool = true) async throws -> DPPServer {
    let server = try #require(current, "the suite needs the .dppReferenceServer trait")
    let username = "user-\(UUID().uuidString.prefix(8).lowercased())"
    let store = InMemoryTokenStore(signedIn ? try await server.issueTokens(username: username) : nil)
    return DPPServer(server: server, username: username, store: store, apiKey: apiKey)
  }

  private init(server: ReferenceServer, username: String, store: InMemoryTokenStore, apiKey: String?) {
    self.server = server
    self.username = username
    let tokens = TraceWiseClientFactory.makeTokenManager(store: store, baseURL: server.baseURL, transport: transport)
    client = TraceWiseClientFactory.makeClient(
      baseURL: server.baseURL, apiKey: apiKey, tokens: tokens, sleeper: ImmediateSleeper(), transport: transport)
  }

  var products: TraceWiseProductRepository { TraceWiseProductRepository(client: client) }
  var events: TraceWiseEventRepository { TraceWiseEventRepository(client: client) }
  var passports: TraceWisePassportRepository { TraceWisePassportRepository(client: client) }
  var resolver: DigitalLinkResolverClient { DigitalLinkResolverClient(baseURL: server.baseURL, transport: transport) }

  /// A unit of the EcoTrail shoe nobody else uses (the catalogue knows the GTIN as a product class).
  static func freshShoe() -> DPPProductID {
    DPPProductID(gtin: "09520123456788", serial: "IT-\(UUID().uuidString.prefix(12))")
  }
}
