import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct AuthStepTests {
  private func send(_ auth: AuthKind, steps: [any RequestStep]) async throws -> HTTPRequest {
    let transport = StubTransport()
    await transport.on(nil, "/**", reply: .status(200))
    let client = APIClient(
      configuration: APIClientConfiguration(baseURL: URL(string: "https://api.test")!, steps: steps),
      transport: transport)
    _ = try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "x"], auth: auth))
    return try #require(await transport.requests.first)
  }

  @Test func apiKeyIsSentOnlyWhenTheEndpointAsksForIt() async throws {
    let step = APIKeyStep(key: "k-123")
    #expect(try await send(.apiKey, steps: [step]).headers["X-API-Key"] == "k-123")
    #expect(try await send(.none, steps: [step]).headers["X-API-Key"] == nil)
    let custom = APIKeyStep(headerName: "api-key", key: "k-9")
    #expect(try await send([.apiKey, .bearer], steps: [custom]).headers["Api-Key"] == "k-9")
  }

  @Test func basicAuthFollowsRFC7617() async throws {
    let request = try await send(.basic, steps: [BasicAuthStep(username: "user", password: "pa55:word")])
    #expect(request.headers["Authorization"] == "Basic dXNlcjpwYTU1OndvcmQ=")
    #expect(
      try await send(.apiKey, steps: [BasicAuthStep(username: "u", password: "p")]).headers["Authorization"] == nil)
  }

  @Test func loyaltySignatureIsSHA256HexOfKeyAndUnixSeconds() async throws {
    // SHA-256("secret-api-key1700000000"), computed independently with Python's hashlib.
    let expected = "a1a44cfe09ca4822f1524581c6e0bb6d8adb2755364add384fbd7ab83a6d508f"
    let crypto = RecordingCrypto()
    let step = LoyaltySignatureStep(
      webID: "merchant-7", apiKey: "secret-api-key", crypto: crypto,
      now: { Date(timeIntervalSince1970: 1_700_000_000.75) })
    let request = try await send([.loyaltySignature, .bearer], steps: [step])
    #expect(request.headers["loyalty-web-id"] == "merchant-7")
    #expect(request.headers["loyalty-date"] == "1700000000")
    #expect(request.headers["loyalty-signature"] == expected)
    #expect(crypto.sha256Inputs == [Data("secret-api-key1700000000".utf8)])
    #expect(try await send(.apiKey, steps: [step]).headers["loyalty-signature"] == nil)
  }

  @Test func bearerTokenComesFromTheStore() async throws {
    let store = InMemoryTokenStore(AuthTokens(accessToken: "access-1", refreshToken: "r1"))
    let manager = TokenManager(store: store, refresher: ClosureTokenRefresher { _ in throw AppError.unauthorized })
    let request = try await send(.bearer, steps: [BearerTokenStep(tokens: manager)])
    #expect(request.headers["Authorization"] == "Bearer access-1")
  }

  @Test func bearerWithoutTokensIsUnauthorizedWithoutSending() async {
    let manager = TokenManager(store: InMemoryTokenStore(), refresher: ClosureTokenRefresher { $0 })
    await #expect(throws: AppError.unauthorized) {
      try await send(.bearer, steps: [BearerTokenStep(tokens: manager)])
    }
  }
}
