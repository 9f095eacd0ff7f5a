import Foundation
import SharedCore
import SharedTesting
import Testing

/// A refresher whose outcome the test scripts, counting calls.
actor ScriptedRefresher: TokenRefresher {
  enum Outcome { case succeed, fail(AppError) }
  private(set) var calls = 0
  private var outcome: Outcome
  private let delay: Duration
  private let clock: TestClock?
  private let lifetime: TimeInterval

  init(
    _ outcome: Outcome = .succeed, delay: Duration = .milliseconds(20), clock: TestClock? = nil,
    lifetime: TimeInterval = 3_600
  ) {
    self.outcome = outcome
    self.delay = delay
    self.clock = clock
    self.lifetime = lifetime
  }

  func set(_ outcome: Outcome) { self.outcome = outcome }

  func refresh(_ tokens: AuthTokens) async throws -> AuthTokens {
    calls += 1
    let call = calls
    try await Task.sleep(for: delay)
    switch outcome {
    case .succeed:
      let expiry = (clock?.now ?? Date()).addingTimeInterval(lifetime)
      return AuthTokens(accessToken: "access-\(call)", refreshToken: "refresh-\(call)", expiresAt: expiry)
    case .fail(let error):
      throw error
    }
  }
}

@Suite struct TokenManagerTests {
  private let clock = TestClock()

  private func manager(
    _ tokens: AuthTokens?, refresher: ScriptedRefresher, store: InMemoryTokenStore? = nil,
    breaker: CircuitBreaker = CircuitBreaker()
  ) -> (TokenManager, InMemoryTokenStore) {
    let store = store ?? InMemoryTokenStore(tokens)
    let configuration = TokenManager.Configuration(breaker: breaker)
    return (TokenManager(store: store, refresher: refresher, configuration: configuration, now: clock.provider), store)
  }

  // MARK: - Proactive refresh

  @Test func refreshesProactivelyInsideTheWindow() async throws {
    let refresher = ScriptedRefresher(clock: clock)
    let expiring = AuthTokens(accessToken: "old", refreshToken: "r0", expiresAt: clock.now.addingTimeInterval(240))
    let (tokens, store) = manager(expiring, refresher: refresher)
    #expect(try await tokens.validAccessToken() == "access-1")
    #expect(await refresher.calls == 1)
    #expect(try await store.load()?.accessToken == "access-1")
  }

  @Test func usesTheStoredTokenOutsideTheWindowOrWhenExpiryIsUnknown() async throws {
    let refresher = ScriptedRefresher(clock: clock)
    let fresh = AuthTokens(accessToken: "fresh", expiresAt: clock.now.addingTimeInterval(600))
    #expect(try await manager(fresh, refresher: refresher).0.validAccessToken() == "fresh")
    let opaque = AuthTokens(accessToken: "opaque-token")
    #expect(try await manager(opaque, refresher: refresher).0.validAccessToken() == "opaque-token")
    #expect(await refresher.calls == 0)
  }

  @Test func aTransientProactiveFailureFallsBackToTheStillValidToken() async throws {
    let refresher = ScriptedRefresher(.fail(.network(.timeout)), delay: .zero, clock: clock)
    let expiring = AuthTokens(accessToken: "old", refreshToken: "r0", expiresAt: clock.now.addingTimeInterval(120))
    let (tokens, _) = manager(expiring, refresher: refresher)
    #expect(try await tokens.validAccessToken() == "old")
    #expect(await refresher.calls == 1)
    #expect(await tokens.circuitState == .closed(failures: 1))
  }

  @Test func readsExpiryFromTheJWTWhenTheStoreDoesNotKnowIt() async throws {
    let refresher = ScriptedRefresher(clock: clock)
    let jwt = TestJWT.make(expiresAt: clock.now.addingTimeInterval(60))
    #expect(try await manager(AuthTokens(accessToken: jwt), refresher: refresher).0.validAccessToken() == "access-1")
  }

  // MARK: - Single flight

  @Test func hundredConcurrent401sCauseExactlyOneRefresh() async throws {
    let refresher = ScriptedRefresher(delay: .milliseconds(50), clock: clock)
    let (tokens, _) = manager(AuthTokens(accessToken: "old", refreshToken: "r0"), refresher: refresher)
    let transport = StubTransport()
    await transport.on(.get, "/v1/echo", handler: Self.acceptOnly("access-1"))
    let client = Self.client(transport, tokens)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask { _ = try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "echo"], auth: .bearer)) }
      }
      try await group.waitForAll()
    }
    #expect(await refresher.calls == 1)
    let sent = await transport.requests
    #expect(sent.filter { $0.headers["Authorization"] == "Bearer access-1" }.count == 100)
  }

  @Test func aLate401ForAnAlreadyReplacedTokenDoesNotRefreshAgain() async throws {
    let refresher = ScriptedRefresher(delay: .milliseconds(5), clock: clock)
    let (tokens, _) = manager(AuthTokens(accessToken: "old", refreshToken: "r0"), refresher: refresher)
    let transport = StubTransport()
    let accept = Self.acceptOnly("access-1")
    await transport.on(.get, "/v1/slow") { request, call in
      try await Task.sleep(for: .milliseconds(150))
      return try await accept(request, call)
    }
    await transport.on(.get, "/v1/fast", handler: accept)
    let client = Self.client(transport, tokens)
    async let slow = client.send(Endpoint<EmptyBody>(.get, path: ["v1", "slow"], auth: .bearer))
    try await Task.sleep(for: .milliseconds(20))
    _ = try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "fast"], auth: .bearer))
    _ = try await slow
    #expect(await refresher.calls == 1)
    #expect(try await tokens.accessToken(replacing: "old") == "access-1")
    #expect(await refresher.calls == 1)
  }

  @Test func newTokensArePersistedBeforeWaitersResume() async throws {
    let refresher = ScriptedRefresher(delay: .milliseconds(10), clock: clock)
    let store = InMemoryTokenStore(AuthTokens(accessToken: "old", refreshToken: "r0"), saveDelay: .milliseconds(80))
    let (tokens, _) = manager(nil, refresher: refresher, store: store)
    let observed = try await withThrowingTaskGroup(of: String?.self) { group in
      for _ in 0..<20 {
        group.addTask {
          _ = try await tokens.accessToken(replacing: "old")
          return try await store.load()?.accessToken
        }
      }
      return try await group.reduce(into: [String?]()) { $0.append($1) }
    }
    #expect(observed.count == 20)
    #expect(observed.allSatisfy { $0 == "access-1" })
    #expect(await store.saveCount == 1)
  }

  // MARK: - Rejection and the breaker

  @Test(arguments: [
    AppError.server(status: 400, code: "INVALID_GRANT", message: nil, correlationID: nil), .unauthorized,
  ])
  func aRejectedRefreshClearsTokensAndSurfacesUnauthorized(rejection: AppError) async throws {
    let refresher = ScriptedRefresher(.fail(rejection), clock: clock)
    let (tokens, store) = manager(AuthTokens(accessToken: "old", refreshToken: "r0"), refresher: refresher)
    let transport = StubTransport()
    await transport.on(.get, "/v1/echo", handler: Self.acceptOnly("never"))
    let client = Self.client(transport, tokens)
    await #expect(throws: AppError.unauthorized) {
      try await client.send(Endpoint<EmptyBody>(.get, path: ["v1", "echo"], auth: .bearer))
    }
    #expect(try await store.load() == nil)
    #expect(await store.events == [.cleared])
    #expect(await tokens.circuitState == .closed(failures: 0))
    await #expect(throws: AppError.unauthorized) { try await tokens.validAccessToken() }
  }

  @Test func transientFailuresOpenTheCircuitWhichThenFailsFast() async throws {
    let refresher = ScriptedRefresher(.fail(.network(.cannotConnect)), delay: .zero, clock: clock)
    let expired = AuthTokens(accessToken: "old", refreshToken: "r0", expiresAt: clock.now)
    let (tokens, store) = manager(
      expired, refresher: refresher, breaker: CircuitBreaker(failureThreshold: 2, coolDown: .seconds(30)))
    for _ in 0..<2 {
      await #expect(throws: AppError.network(.cannotConnect)) { try await tokens.validAccessToken() }
    }
    #expect(await tokens.circuitState == .open(until: clock.now.addingTimeInterval(30)))
    let refused = await #expect(throws: AppError.self) { try await tokens.validAccessToken() }
    #expect(refused == .temporarilyUnavailable(retryAfter: .seconds(30)))
    #expect(refused?.isRetryable == true, "an open circuit is an outage, not a failure")
    #expect(await refresher.calls == 2)
    #expect(try await store.load() == expired, "transient failures keep the tokens")
  }

  @Test func halfOpenLetsExactlyOneProbeThroughAndOthersWaitForIt() async throws {
    let refresher = ScriptedRefresher(.fail(.network(.timeout)), delay: .milliseconds(50), clock: clock)
    let expired = AuthTokens(accessToken: "old", refreshToken: "r0", expiresAt: clock.now)
    let (tokens, _) = manager(
      expired, refresher: refresher, breaker: CircuitBreaker(failureThreshold: 1, coolDown: .seconds(10)))
    await #expect(throws: AppError.network(.timeout)) { try await tokens.validAccessToken() }
    clock.advance(by: .seconds(10))
    await refresher.set(.succeed)
    let results = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<25 { group.addTask { try await tokens.validAccessToken() } }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(await refresher.calls == 2, "one failure, then exactly one probe")
    #expect(results == Array(repeating: "access-2", count: 25))
    #expect(await tokens.circuitState == .closed(failures: 0))
  }

  @Test func aProbeWhoseSaveFailsStillClosesTheCircuitAndKeepsTheNewPair() async throws {
    let refresher = ScriptedRefresher(.fail(.network(.timeout)), delay: .zero, clock: clock)
    let expired = AuthTokens(accessToken: "old", refreshToken: "r0", expiresAt: clock.now)
    let store = FailingSaveTokenStore(expired)
    let manager = TokenManager(
      store: store, refresher: refresher,
      configuration: .init(breaker: CircuitBreaker(failureThreshold: 1, coolDown: .seconds(10))), now: clock.provider)
    await #expect(throws: AppError.network(.timeout)) { try await manager.validAccessToken() }
    clock.advance(by: .seconds(10))
    await refresher.set(.succeed)
    await store.setFailing(true)

    #expect(try await manager.validAccessToken() == "access-2", "the rotated pair is used although unsaved")
    #expect(await manager.circuitState == .closed(failures: 0), "the probe's outcome was recorded")
    #expect(try await manager.validAccessToken() == "access-2", "no second refresh of a consumed token")
    #expect(await refresher.calls == 2)

    await store.setFailing(false)
    #expect(try await manager.validAccessToken() == "access-2")
    #expect(try await store.load()?.refreshToken == "refresh-2", "saved once the store accepts it")
  }

  @Test func signOutForgetsAnUnsavedPairAndSignInStartsAfresh() async throws {
    let refresher = ScriptedRefresher(delay: .zero, clock: clock)
    let store = FailingSaveTokenStore(AuthTokens(accessToken: "old", refreshToken: "r0", expiresAt: clock.now))
    let manager = TokenManager(store: store, refresher: refresher, now: clock.provider)
    await store.setFailing(true)
    #expect(try await manager.validAccessToken() == "access-1")
    try await manager.signOut()
    await store.setFailing(false)
    #expect(try await manager.isSignedIn == false)
    await #expect(throws: AppError.unauthorized) { try await manager.validAccessToken() }
    #expect(try await store.load() == nil)

    let fresh = AuthTokens(accessToken: "new-session", expiresAt: clock.now.addingTimeInterval(3_600))
    try await manager.signIn(fresh)
    #expect(try await manager.validAccessToken() == "new-session")
  }

  /// Signing in while a refresh of the previous session is being saved keeps the new session: the
  /// late save is written over with the new tokens, not cleared.
  @Test func aSignInDuringARefreshSaveKeepsTheNewSession() async throws {
    let refresher = ScriptedRefresher(delay: .zero, clock: clock)
    let store = OrderedSlowTokenStore(AuthTokens(accessToken: "old", refreshToken: "r0", expiresAt: clock.now))
    let manager = TokenManager(store: store, refresher: refresher, now: clock.provider)
    let refreshing = Task { try await manager.validAccessToken() }
    try await Task.sleep(for: .milliseconds(30))
    let fresh = AuthTokens(accessToken: "new-session", refreshToken: "r-new", expiresAt: clock.now + 3_600)
    try await manager.signIn(fresh)
    _ = try? await refreshing.value
    #expect(try await store.load() == fresh)
    #expect(try await manager.isSignedIn)
    #expect(try await manager.validAccessToken() == "new-session")
  }

  /// A refresh of the previous session still in flight is not the new session's: a request right
  /// after signing in gets the new token instead of waiting for that refresh and failing.
  @Test func aRequestRightAfterSignInDoesNotWaitForThePreviousSessionsRefresh() async throws {
    let refresher = ScriptedRefresher(delay: .milliseconds(300), clock: clock)
    let (manager, _) = manager(
      AuthTokens(accessToken: "old", refreshToken: "r0", expiresAt: clock.now), refresher: refresher)
    let refreshing = Task { try await manager.validAccessToken() }
    try await Task.sleep(for: .milliseconds(30))
    try await manager.signIn(AuthTokens(accessToken: "new-session", expiresAt: clock.now + 3_600))
    #expect(try await manager.validAccessToken() == "new-session")
    await #expect(throws: AppError.unauthorized) { try await refreshing.value }
    #expect(try await manager.validAccessToken() == "new-session", "the old refresh's pair was not kept")
  }

  /// When a proactive refresh fails transiently, every caller waiting for it gets the still-valid
  /// token, not only the caller that started it.
  @Test func everyWaiterFallsBackToTheStillValidTokenWhenAProactiveRefreshFails() async throws {
    let refresher = ScriptedRefresher(.fail(.network(.timeout)), delay: .milliseconds(50), clock: clock)
    let (manager, _) = manager(
      AuthTokens(accessToken: "current", refreshToken: "r0", expiresAt: clock.now + 120), refresher: refresher)
    let answers = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<5 { group.addTask { try await manager.validAccessToken() } }
      return try await group.reduce(into: [String]()) { $0.append($1) }
    }
    #expect(answers == Array(repeating: "current", count: 5))
    #expect(await refresher.calls == 1)
  }

  /// A refreshed token that lives less than the refresh window (120 s against 300 s) is refreshed
  /// again once half its life has passed, not on every call.
  @Test func aShortLivedTokenIsRefreshedAtHalfItsLifeNotOnEveryCall() async throws {
    let refresher = ScriptedRefresher(delay: .zero, clock: clock, lifetime: 120)
    let (manager, _) = manager(nil, refresher: refresher)
    try await manager.signIn(AuthTokens(accessToken: "short", refreshToken: "r0", expiresAt: clock.now + 120))
    #expect(try await manager.validAccessToken() == "access-1", "120 s left is inside the 300 s window")
    for _ in 0..<5 { #expect(try await manager.validAccessToken() == "access-1") }
    clock.advance(by: .seconds(59))
    #expect(try await manager.validAccessToken() == "access-1")
    #expect(await refresher.calls == 1)
    clock.advance(by: .seconds(2))
    #expect(try await manager.validAccessToken() == "access-2", "59 s of its 120 s left")
    #expect(await refresher.calls == 2)
  }

  @Test func theRefreshWindowComesFromTheSecuritySettings() async throws {
    let refresher = ScriptedRefresher(delay: .zero, clock: clock)
    let settings = CoreConfiguration.SecuritySettings(tokenRefreshWindow: .seconds(30))
    let tokens = AuthTokens(accessToken: "current", refreshToken: "r0", expiresAt: clock.now.addingTimeInterval(60))
    let manager = TokenManager(
      store: InMemoryTokenStore(tokens), refresher: refresher, configuration: .init(settings: settings),
      now: clock.provider)
    #expect(try await manager.validAccessToken() == "current", "60 s left is outside a 30 s window")
    clock.advance(by: .seconds(31))
    #expect(try await manager.validAccessToken() == "access-1", "29 s left is inside it")
  }

  @Test func aFailedProbeReopensTheCircuit() async throws {
    let refresher = ScriptedRefresher(.fail(.network(.timeout)), delay: .milliseconds(30), clock: clock)
    let expired = AuthTokens(accessToken: "old", refreshToken: "r0", expiresAt: clock.now)
    let (tokens, _) = manager(
      expired, refresher: refresher, breaker: CircuitBreaker(failureThreshold: 1, coolDown: .seconds(10)))
    await #expect(throws: AppError.self) { try await tokens.validAccessToken() }
    clock.advance(by: .seconds(10))
    let failures = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<10 { group.addTask { (try? await tokens.validAccessToken()) == nil } }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(failures == 10)
    #expect(await refresher.calls == 2)
    #expect(await tokens.circuitState == .open(until: clock.now.addingTimeInterval(10)))
  }

  // MARK: - Helpers

  /// 200 for `Bearer <token>`, else 401 with the TraceWise envelope.
  static func acceptOnly(_ token: String) -> StubTransport.Handler {
    { request, _ in
      request.headers["Authorization"] == "Bearer \(token)" ? .status(200) : .error(401, code: "TOKEN_EXPIRED")
    }
  }

  static func client(_ transport: StubTransport, _ tokens: TokenManager) -> APIClient {
    APIClient(
      configuration: APIClientConfiguration(
        baseURL: URL(string: "https://api.test")!, steps: [BearerTokenStep(tokens: tokens)]),
      transport: transport)
  }
}

/// A token store whose saves fail while ``setFailing(_:)`` is on (a locked Keychain, a full disk).
private actor FailingSaveTokenStore: TokenStore {
  private var tokens: AuthTokens?
  private var failing = false

  init(_ tokens: AuthTokens?) { self.tokens = tokens }

  func setFailing(_ failing: Bool) { self.failing = failing }

  func load() async throws -> AuthTokens? { tokens }

  func save(_ tokens: AuthTokens) async throws {
    guard !failing else { throw SecureStorageError.keychain(operation: "SecItemUpdate", status: -25308) }
    self.tokens = tokens
  }

  func clear() async throws { tokens = nil }
}

/// A token store that carries out saves and clears one at a time, in the order they were asked for,
/// each taking a while (as `SecureTokenStore` orders its Keychain or file operations).
private actor OrderedSlowTokenStore: TokenStore {
  private var tokens: AuthTokens?
  private var last: Task<Void, Never>?

  init(_ tokens: AuthTokens?) { self.tokens = tokens }

  func load() async throws -> AuthTokens? { tokens }
  func save(_ tokens: AuthTokens) async throws { await inTurn { $0.tokens = tokens } }
  func clear() async throws { await inTurn { $0.tokens = nil } }

  private func inTurn(_ change: @escaping @Sendable (isolated OrderedSlowTokenStore) -> Void) async {
    let previous = last
    let turn = Task {
      await previous?.value
      try? await Task.sleep(for: .milliseconds(100))
      self.apply(change)
    }
    last = turn
    await turn.value
  }

  private func apply(_ change: @Sendable (isolated OrderedSlowTokenStore) -> Void) { change(self) }
}
