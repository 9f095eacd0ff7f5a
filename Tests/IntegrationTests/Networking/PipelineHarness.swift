import Foundation
import SharedCore
import SharedPlatform
import SharedTesting

/// An `APIClient` over `URLSessionTransport` talking to a fresh reference server, with the
/// server's refresh endpoint wired into a `TokenManager`.
struct PipelineHarness {
  let server: ReferenceServer
  let store: InMemoryTokenStore
  let tokens: TokenManager
  let sleeper = ImmediateSleeper()
  let client: APIClient

  /// The reference server's token response (`POST /v1/auth/token|refresh`).
  struct TraceWiseTokenResponse: Decodable, Sendable {
    var accessToken: String
    var refreshToken: String
    var expiresIn: Int
  }

  init(
    server: ReferenceServer,
    tokens initial: AuthTokens?,
    retry: RetryPolicy? = RetryPolicy(baseDelay: .milliseconds(10)),
    breaker: CircuitBreaker = CircuitBreaker(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.server = server
    let transport = URLSessionTransport()
    let authClient = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL), transport: transport)
    let refresher = EndpointTokenRefresher(client: authClient, now: now) { tokens in
      Endpoint<TraceWiseTokenResponse>(.post, literalPath: "/v1/auth/refresh")
        .jsonBody(["refreshToken": tokens.refreshToken ?? ""])
    } tokens: { response, receivedAt in
      AuthTokens(
        accessToken: response.accessToken, refreshToken: response.refreshToken,
        expiresAt: receivedAt.addingTimeInterval(TimeInterval(response.expiresIn)))
    }
    store = InMemoryTokenStore(initial)
    tokens = TokenManager(
      store: store, refresher: refresher, configuration: .init(breaker: breaker), now: now)
    var steps: [any RequestStep] = []
    if let retry { steps.append(RetryStep(policy: retry, sleeper: sleeper)) }
    steps += [APIKeyStep(key: ReferenceServer.demoAPIKey), BearerTokenStep(tokens: tokens)]
    client = APIClient(
      configuration: APIClientConfiguration(baseURL: server.baseURL, steps: steps), transport: transport)
  }

  /// What `/v1/echo` answers.
  struct Echo: Decodable, Sendable {
    var method: String
    var path: String
    var sub: String
  }

  /// `GET /v1/echo/<suffix>` with a bearer token.
  func echo(_ suffix: String = "item") async throws(AppError) -> Echo {
    try await client.send(Endpoint<Echo>(.get, path: ["v1", "echo", suffix], auth: .bearer))
  }

  /// `GET /v1/ping` without credentials.
  func ping() async throws(AppError) {
    _ = try await client.sendRaw(Endpoint<EmptyBody>(.get, path: ["v1", "ping"]))
  }
}
