import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct RetryStepTests {
  private struct Harness {
    let transport = StubTransport()
    let sleeper = ImmediateSleeper()
    let client: APIClient

    init(policy: RetryPolicy = RetryPolicy(random: { 0.5 }), now: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
      let step = RetryStep(policy: policy, sleeper: sleeper, now: { now })
      client = APIClient(
        configuration: APIClientConfiguration(baseURL: URL(string: "https://api.test")!, steps: [step]),
        transport: transport)
    }

    func send(_ method: HTTPMethod, key: String? = nil) async throws(AppError) {
      var endpoint = Endpoint<EmptyBody>(method, path: ["v1", "x"])
      if let key { endpoint = endpoint.idempotencyKey(key) }
      _ = try await client.send(endpoint)
    }

    var attempts: Int { get async { await transport.requests.count } }
  }

  @Test(arguments: [408, 429, 500, 502, 503, 504])
  func retryableStatusesAreRetriedUntilSuccess(status: Int) async throws {
    let harness = Harness()
    await harness.transport.on(nil, "/v1/x", replies: [.status(status), .status(status), .status(200)])
    try await harness.send(.get)
    #expect(await harness.attempts == 3)
  }

  @Test(arguments: [400, 401, 403, 404, 409, 422])
  func otherClientErrorsAreNeverRetried(status: Int) async {
    let harness = Harness()
    await harness.transport.on(nil, "/v1/x", replies: [.status(status), .status(200)])
    await #expect(throws: AppError.self) { try await harness.send(.get) }
    #expect(await harness.attempts == 1)
  }

  @Test func givesUpAfterMaxRetriesAndReturnsTheLastFailure() async {
    let harness = Harness(policy: RetryPolicy(maxRetries: 2, random: { 0.5 }))
    await harness.transport.on(nil, "/v1/x", reply: .error(503, code: "DOWN"))
    await #expect(
      throws: AppError.server(
        status: 503, code: "DOWN", message: "Stubbed failure", correlationID: "stub-correlation-id")
    ) {
      try await harness.send(.get)
    }
    #expect(await harness.attempts == 3)
  }

  @Test(arguments: [AppError.network(.connectionLost), .network(.timeout), .network(.cannotConnect)])
  func connectionFailuresAreRetried(error: AppError) async throws {
    let harness = Harness()
    await harness.transport.on(nil, "/v1/x", replies: [.fail(error), .status(200)])
    try await harness.send(.get)
    #expect(await harness.attempts == 2)
  }

  @Test func tlsFailuresAreNotRetried() async {
    let harness = Harness()
    await harness.transport.on(nil, "/v1/x", replies: [.fail(.network(.tls)), .status(200)])
    await #expect(throws: AppError.network(.tls)) { try await harness.send(.get) }
    #expect(await harness.attempts == 1)
  }

  @Test(arguments: [(HTTPMethod.post, 1), (.patch, 1), (.put, 4), (.delete, 4)])
  func nonIdempotentRequestsAreNotReplayed(method: HTTPMethod, attempts: Int) async {
    let harness = Harness()
    await harness.transport.on(nil, "/v1/x", replies: [.status(503), .status(500)])
    await #expect(throws: AppError.self) { try await harness.send(method) }
    #expect(await harness.attempts == attempts)
  }

  @Test func anIdempotencyKeyMakesAPostReplayable() async throws {
    let harness = Harness()
    await harness.transport.on(.post, "/v1/x", replies: [.drop, .status(503), .status(201)])
    try await harness.send(.post, key: "order-42")
    let requests = await harness.transport.requests
    #expect(requests.count == 3)
    #expect(requests.allSatisfy { $0.headers["Idempotency-Key"] == "order-42" })
  }

  @Test func retryAfterSecondsIsHonoured() async throws {
    let harness = Harness()
    await harness.transport.on(nil, "/v1/x", replies: [.status(429, retryAfter: "7"), .status(200)])
    try await harness.send(.get)
    #expect(await harness.sleeper.delays == [.seconds(7)])
  }

  @Test func retryAfterHTTPDateIsHonoured() async throws {
    // 1_700_000_000 is Tue, 14 Nov 2023 22:13:20 GMT; the server asks for 22:13:32.
    let harness = Harness()
    await harness.transport.on(
      nil, "/v1/x", replies: [.status(503, retryAfter: "Tue, 14 Nov 2023 22:13:32 GMT"), .status(200)])
    try await harness.send(.get)
    #expect(await harness.sleeper.delays == [.seconds(12)])
  }

  @Test func retryAfterIsCapped() async throws {
    let harness = Harness(policy: RetryPolicy(maxRetryAfter: .seconds(20), random: { 0.5 }))
    await harness.transport.on(nil, "/v1/x", replies: [.status(503, retryAfter: "3600"), .status(200)])
    try await harness.send(.get)
    #expect(await harness.sleeper.delays == [.seconds(20)])
  }

  @Test func backoffIsExponentialWithFullJitterAndACap() async throws {
    let policy = RetryPolicy(maxRetries: 6, baseDelay: .milliseconds(500), maxDelay: .seconds(4), random: { 0.5 })
    let harness = Harness(policy: policy)
    await harness.transport.on(nil, "/v1/x", reply: .status(500))
    await #expect(throws: AppError.self) { try await harness.send(.get) }
    let expected: [Duration] = [
      .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(2), .seconds(2),
    ]
    #expect(await harness.sleeper.delays == expected)
  }

  @Test(arguments: 1...8)
  func jitterStaysWithinZeroAndTheCeiling(retry: Int) {
    let policy = RetryPolicy(baseDelay: .milliseconds(100), maxDelay: .seconds(5))
    let ceiling = min(Duration.seconds(5), .milliseconds(100) * (1 << (retry - 1)))
    for _ in 0..<200 {
      let delay = policy.backoff(forRetry: retry)
      #expect(delay >= .zero && delay <= ceiling)
    }
    let unjittered = RetryPolicy(baseDelay: .milliseconds(100), maxDelay: .seconds(5), jitter: 0)
    #expect(unjittered.backoff(forRetry: retry) == ceiling)
  }

  @Test func partialJitterKeepsTheDelayNearTheCeiling() {
    let policy = RetryPolicy(baseDelay: .seconds(1), maxDelay: .seconds(10), jitter: 0.2, random: { 0.5 })
    #expect(policy.backoff(forRetry: 2) == .milliseconds(1800))
  }

  @Test func policyFromConfigurationSettings() {
    let settings = CoreConfiguration.RetrySettings(
      maxAttempts: 4, baseDelay: .milliseconds(250), maxDelay: .seconds(8), jitter: 0.5)
    let policy = RetryPolicy(settings: settings)
    #expect(policy.maxRetries == 3)
    #expect(policy.baseDelay == .milliseconds(250))
    #expect(policy.maxDelay == .seconds(8))
    #expect(policy.jitter == 0.5)
  }

  @Test func aBackendPredicateCanVetoRetries() async {
    // Seed 001: never retry TOKEN_EXPIRED / TOKEN_ALREADY_SPENT.
    let veto: @Sendable (HTTPResponse) -> Bool = { response in
      let body = String(decoding: response.body, as: UTF8.self)
      return !body.contains("TOKEN_EXPIRED") && !body.contains("TOKEN_ALREADY_SPENT")
    }
    let harness = Harness(policy: RetryPolicy(allowsRetry: veto, random: { 0.5 }))
    await harness.transport.on(nil, "/v1/x", replies: [.error(503, code: "TOKEN_ALREADY_SPENT"), .status(200)])
    await #expect(throws: AppError.self) { try await harness.send(.get) }
    #expect(await harness.attempts == 1)
  }

  @Test func cancellationStopsRetrying() async {
    let harness = Harness()
    await harness.transport.on(nil, "/v1/x", reply: .status(503, delay: .milliseconds(20)))
    let task = Task { try await harness.send(.get) }
    try? await Task.sleep(for: .milliseconds(30))
    task.cancel()
    await #expect(throws: AppError.cancelled) { try await task.value }
    #expect(await harness.attempts <= 4)
  }
}

@Suite struct RetryAfterTests {
  private let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT

  @Test(arguments: [
    ("120", Duration.seconds(120)),
    (" 0 ", .zero),
    ("Tue, 14 Nov 2023 22:14:20 GMT", .seconds(60)),
    ("Tuesday, 14-Nov-23 22:13:50 GMT", .seconds(30)),
    ("Tue Nov 14 22:13:25 2023", .seconds(5)),
    ("Mon, 13 Nov 2023 22:13:20 GMT", .zero),
  ])
  func parsesBothForms(value: String, expected: Duration) {
    #expect(RetryAfter.parse(value, now: now) == expected)
  }

  @Test(arguments: ["", "-5", "1.5", "soon", "99999999999999999999999"])
  func rejectsGarbage(value: String) {
    #expect(RetryAfter.parse(value, now: now) == nil)
  }
}
