import DPPFeature
import DPPTesting
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting

/// A TraceWise client over a ``StubTransport`` with an API key, a signed-in user and instant retries.
struct TraceWiseHarness {
  static let baseURL = URL(string: "https://api.test")!
  static let apiKey = "test-api-key"
  static let accessToken = "access-1"
  static let gtin = "09520123456788"
  static let link = "https://id.example/01/09520123456788/21/SN-1001"

  let transport = StubTransport()
  let sleeper = ImmediateSleeper()
  let tokenStore = InMemoryTokenStore(
    AuthTokens(accessToken: Self.accessToken, refreshToken: "refresh-1", expiresAt: Date().addingTimeInterval(3_600)))
  let client: APIClient

  init() {
    let tokens = TraceWiseClientFactory.makeTokenManager(store: tokenStore, baseURL: Self.baseURL, transport: transport)
    client = TraceWiseClientFactory.makeClient(
      baseURL: Self.baseURL, apiKey: Self.apiKey, tokens: tokens, sleeper: sleeper, transport: transport)
  }

  var products: TraceWiseProductRepository { TraceWiseProductRepository(client: client) }
  var events: TraceWiseEventRepository { TraceWiseEventRepository(client: client) }
  var passports: TraceWisePassportRepository { TraceWisePassportRepository(client: client) }
  var resolver: DigitalLinkResolverClient { DigitalLinkResolverClient(baseURL: Self.baseURL, transport: transport) }

  /// Stubs product, resolver (307 → passport) and one page of events for ``gtin``.
  func stubCatalogue(eventCount: Int = 1) async throws {
    await transport.on(.get, "/v1/products", reply: .json(TraceWiseJSON.product))
    await transport.on(
      .get, "/01/**",
      reply: .status(307, headers: ["Location": "https://api.test/dpp/cirpass-001"]))
    await transport.on(.get, "/dpp/cirpass-001", reply: .json(try TraceWiseJSON.passport()))
    await transport.on(.get, "/v1/events/*", reply: .json(TraceWiseJSON.eventsPage(count: eventCount)))
  }
}

/// Response bodies in the reference server's shapes: DPPTesting's samples.
enum TraceWiseJSON {
  static let product = DPPSamples.productJSON

  static func passport() throws -> String { try DPPSamples.passportJSON() }

  static func event(_ index: Int, bizStep: String = "retail_selling") -> String {
    DPPSamples.eventJSON(index, bizStep: bizStep)
  }

  static func eventsPage(count: Int, from start: Int = 1, next: String? = nil, total: Int? = nil) -> String {
    DPPSamples.eventsPageJSON(count: count, from: start, next: next, total: total)
  }

  static let eventResponse = DPPSamples.eventResponseJSON
}

/// A sample event for product ``TraceWiseHarness/gtin`` unit `SN-1001`.
func sampleEvent(_ bizStep: String = "retail_selling", minute: Int = 0) -> LifecycleEvent {
  DPPSamples.event(bizStep: bizStep, minute: minute)
}
