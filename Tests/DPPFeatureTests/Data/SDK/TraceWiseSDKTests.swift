import DPPFeature
import Foundation
import SharedCore
import SharedTesting
import Testing

/// The seed facade over a stub transport: signatures, headers, id validation and typed errors.
@Suite struct TraceWiseSDKTests {
  let transport = StubTransport()

  private func makeSDK(baseURL: String = "https://api.test", token: String? = "firebase-token") -> TraceWiseSDK {
    var provider: (@Sendable () async throws -> String)?
    if let token { provider = { @Sendable in token } }
    let config = TraceWiseSDK.Config(baseURL: baseURL, apiKey: "key", firebaseTokenProvider: provider, maxRetries: 2)
    return TraceWiseSDK(config: config, transport: transport, sleeper: ImmediateSleeper())
  }

  @Test func productCallsUseTheSeedSignatures() async throws {
    await transport.on(.get, "/v1/products", reply: .json(TraceWiseJSON.product))
    await transport.on(.post, "/v1/products/register", reply: .json(#"{"status":"registered"}"#, status: 201))
    let sdk = makeSDK()
    let product = try await sdk.products.getProduct(gtin: TraceWiseHarness.gtin, serial: "SN-1001")
    try await sdk.products.registerProduct(userId: "demo", product: product)
    let register = try #require(await transport.requests(.post, "/v1/products/register").first)
    #expect(register.headers["Authorization"] == "Bearer firebase-token")
    #expect(register.headers["X-API-Key"] == "key")
  }

  @Test func everyAttemptCarriesTheConfiguredTimeoutAndLogsWhenAsked() async throws {
    await transport.on(.get, "/v1/health", reply: .json(#"{"status":"ok","timestamp":"t"}"#))
    let logger = RecordingLogger()
    let config = TraceWiseSDK.Config(baseURL: "https://api.test", timeoutInterval: 2.5, enableLogging: true)
    let sdk = TraceWiseSDK(config: config, transport: transport, logger: logger)
    _ = try await sdk.healthCheck()
    #expect(await transport.requests.first?.timeout == .milliseconds(2_500))
    #expect(!logger.records.isEmpty)
  }

  @Test(arguments: [TimeInterval.infinity, .nan, 0, -1])
  func unusableTimeoutsAreIgnored(_ timeout: TimeInterval) async throws {
    await transport.on(.get, "/v1/health", reply: .json(#"{"status":"ok","timestamp":"t"}"#))
    let config = TraceWiseSDK.Config(baseURL: "https://api.test", timeoutInterval: timeout)
    let sdk = TraceWiseSDK(config: config, transport: transport)
    _ = try await sdk.healthCheck()
    #expect(await transport.requests.first?.timeout == nil)
  }

  @Test func eventsValidateTheIdBeforeSending() async throws {
    let sdk = makeSDK()
    await #expect(throws: TraceWiseError.self) { try await sdk.events.getProductEvents(id: "123:SN") }
    do {
      _ = try await sdk.events.getProductEvents(id: "09520123456788:")
      Issue.record("expected an invalid id error")
    } catch {
      #expect(error.code == "INVALID_PRODUCT_ID")
    }
    #expect(await transport.requests.isEmpty)
  }

  @Test func eventsRoundTrip() async throws {
    await transport.on(.get, "/v1/events/*", reply: .json(TraceWiseJSON.eventsPage(count: 2)))
    await transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    let sdk = makeSDK()
    try await sdk.events.addLifecycleEvent(event: sampleEvent())
    let events = try await sdk.events.getProductEvents(id: "09520123456788:SN-1001", limit: 2)
    #expect(events.count == 2)
    let post = try #require(await transport.requests(.post, "/v1/events").first)
    #expect(post.headers["Idempotency-Key"]?.count == 36)
  }

  @Test func apiErrorsKeepTheirStatus() async throws {
    await transport.on(.get, "/v1/cirpass-sim/product/*", reply: .error(500, code: "BOOM", message: "broken"))
    let sdk = makeSDK()
    do {
      _ = try await sdk.cirpass.getCirpassProduct(id: "x")
      Issue.record("expected an error")
    } catch {
      guard case .apiError(let code, let message, let status) = error else {
        Issue.record("expected apiError, got \(error)")
        return
      }
      #expect(code == "BOOM" && message == "broken" && status == 500)
    }
    #expect(await transport.requests.count == 3)
  }

  /// A provider that cannot produce a token (signed out) is an authentication error; a provider that
  /// is offline is a network error, which callers retry or queue, not a lost session.
  @Test(arguments: [
    (SignedOut() as any Error, "AUTH_ERROR"), (URLError(.notConnectedToInternet), "NETWORK_ERROR"),
  ])
  func failingTokenProviderIsReportedAsWhatFailed(failure: any Error, code: String) async throws {
    let config = TraceWiseSDK.Config(baseURL: "https://api.test", firebaseTokenProvider: { throw failure })
    let sdk = TraceWiseSDK(config: config, transport: transport, sleeper: ImmediateSleeper())
    do {
      try await sdk.products.registerProduct(userId: "u", product: DPPProduct(gtin: TraceWiseHarness.gtin, name: "n"))
      Issue.record("expected an error")
    } catch {
      #expect(error.code == code)
    }
    #expect(await transport.requests.isEmpty, "nothing is sent without a token")
  }

  /// What a signed-out identity provider throws.
  struct SignedOut: Error {}

  @Test func invalidBaseURLFailsEveryCall() async throws {
    let sdk = makeSDK(baseURL: "not a url")
    do {
      _ = try await sdk.healthCheck()
      Issue.record("expected an error")
    } catch {
      #expect(error.code == "INVALID_URL")
    }
  }

  @Test func healthAndDigitalLinks() async throws {
    await transport.on(.get, "/v1/health", reply: .json(#"{"status":"ok","timestamp":"2026-01-01T00:00:00Z"}"#))
    let sdk = makeSDK()
    #expect(try await sdk.healthCheck().status == "ok")
    let ids = try sdk.parseDigitalLink("https://id.gs1.org/01/09520123456788/10/LOT1/21/SN1?17=261231")
    #expect(ids == DPPProductIdentifiers(gtin: "09520123456788", serial: "SN1", batch: "LOT1", expiry: "261231"))
    #expect(throws: TraceWiseError.self) { try sdk.parseDigitalLink("https://example.com/invalid") }
  }
}
