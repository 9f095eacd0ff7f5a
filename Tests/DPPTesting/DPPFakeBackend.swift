import DPPFeature
import Foundation
import SharedCore
import SharedTesting

/// A fake TraceWise backend for DPP tests: a `StubTransport` answering every endpoint the DPP
/// feature calls with canned, schema-correct responses about ``DPPSamples``'s product.
///
/// ```swift
/// let backend = DPPFakeBackend()
/// try await backend.stubCatalogue()
/// let container = try Container.dppTesting(backend: backend)
/// let scan = try container.resolve(DPPScanViewModelFactory.self).make()
/// scan.send(.scan(DPPSamples.link))
/// let state = try await scan.settled(where: { $0.details.passport.isSuccess })
/// ```
/// Add or replace routes on ``transport`` for other answers (newer routes win), and check
/// `transport.unmatchedRequests` to catch a call the test did not expect.
public struct DPPFakeBackend: Sendable {
  /// The API root the fake answers on.
  public static let baseURL = URL(string: "https://api.tracewise.test")!
  /// The API key `Container.dppTesting(backend:signedIn:)` configures.
  public static let apiKey = "test-api-key"
  /// Where the resolver redirects the sample product's `gs1:dpp` link.
  public static let passportPath = "/dpp/cirpass-001"

  /// The transport the DPP services send through.
  public let transport: StubTransport

  /// Creates a backend with no routes (see ``stubCatalogue(eventCount:)``).
  public init(transport: StubTransport = StubTransport()) {
    self.transport = transport
  }

  /// Answers every DPP endpoint about the sample product: health, product lookup, the catalogue and
  /// the user's products (one page each), registration, sign-in and refresh, the GS1 resolver (a
  /// `307` to the passport) and the passport, the product's events (`eventCount` on one page) and
  /// recording an event.
  public func stubCatalogue(eventCount: Int = 1) async throws {
    let page = #"{"items":[\#(DPPSamples.productJSON)],"nextPageToken":null,"totalCount":1}"#
    let tokens = #"{"accessToken":"access-2","refreshToken":"refresh-2","expiresIn":3600,"tokenType":"Bearer"}"#
    await transport.on(.get, "/v1/health", reply: .json(DPPSamples.healthJSON))
    await transport.on(.get, "/v1/products", reply: .json(DPPSamples.productJSON))
    await transport.on(.get, "/v1/products/list", reply: .json(page))
    await transport.on(.get, "/v1/products/users/*", reply: .json(page))
    await transport.on(.post, "/v1/products/register", reply: .json(DPPSamples.registerResponseJSON))
    await transport.on(.post, "/v1/auth/token", reply: .json(tokens))
    await transport.on(.post, "/v1/auth/refresh", reply: .json(tokens))
    await transport.on(
      .get, "/01/**", reply: .status(307, headers: ["Location": Self.baseURL.absoluteString + Self.passportPath]))
    await transport.on(.get, Self.passportPath, reply: .json(try DPPSamples.passportJSON()))
    await transport.on(.get, "/v1/events/*", reply: .json(DPPSamples.eventsPageJSON(count: eventCount)))
    await transport.on(.post, "/v1/events", reply: .json(DPPSamples.eventResponseJSON, status: 201))
  }
}
