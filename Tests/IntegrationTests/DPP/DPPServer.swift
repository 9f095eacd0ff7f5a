import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The suite's server and TraceWise clients over real HTTP (`URLSessionTransport`).
struct DPPServer {
  let server: ReferenceServer
  let transport = URLSessionTransport()
  let client: APIClient
  let username: String

  /// Clients for a fresh user (signed in when `signedIn`), with `apiKey` (the demo key by default).
  static func make(apiKey: String? = ReferenceServer.demoAPIKey, signedIn: Bool = true) async throws -> DPPServer {
    let server = try #require(SuiteServer.current, "the suite needs the .referenceServer trait")
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
