import Foundation

/// Owns one ``TokenStore``'s access token: hands out valid tokens, refreshes them proactively
/// and after a 401, single-flight, behind a ``CircuitBreaker``.
///
/// Create exactly one manager per token store and share it between every client using that store;
/// the single-flight guarantee holds per manager. The rules, each answering a bug other token
/// refreshers have shipped:
/// - one refresh at a time: concurrent callers await the in-flight refresh `Task`;
/// - a 401 for a token that was already replaced does not refresh again: the rejected token is
///   compared with the current one (Alamofire's `isRequest(_:authenticatedWith:)`);
/// - the new pair is saved to the store before any waiter resumes (a crash cannot lose a rotated
///   refresh token that the server already consumed); if saving fails, the pair is kept in memory,
///   used, and saved again on the next call, so a rotation the server made is never thrown away;
/// - a rejected grant clears the store and surfaces ``AppError/unauthorized``;
/// - transient failures feed the breaker; while it is open, refreshes fail fast with the retryable
///   ``AppError/temporarilyUnavailable(retryAfter:)``, and every probe's outcome is recorded, so
///   the breaker always leaves half-open;
/// - a refreshed token whose whole lifetime is shorter than the refresh window is refreshed again
///   once half its lifetime has passed, not on every call.
///
/// Sign in and out through ``signIn(_:)`` and ``signOut()`` rather than the store, so the manager
/// forgets what it remembers about the previous session: a refresh of the previous session still in
/// flight is left to finish on its own, and what it saves never replaces the new session's tokens.
///
/// A refresh, once started, runs to completion even if the caller that started it is cancelled:
/// other requests are waiting for it, and abandoning a rotation half-way would lose the new pair.
public actor TokenManager {
  /// Tuning.
  public struct Configuration: Sendable {
    /// Refresh proactively when the token expires within this window (default 5 minutes).
    public var refreshWindow: Duration
    /// The circuit breaker over transient refresh failures.
    public var breaker: CircuitBreaker

    /// Creates a configuration.
    public init(refreshWindow: Duration = .seconds(300), breaker: CircuitBreaker = CircuitBreaker()) {
      self.refreshWindow = refreshWindow
      self.breaker = breaker
    }

    /// A configuration refreshing within `settings.tokenRefreshWindow` of expiry.
    public init(settings: CoreConfiguration.SecuritySettings, breaker: CircuitBreaker = CircuitBreaker()) {
      self.init(refreshWindow: settings.tokenRefreshWindow, breaker: breaker)
    }
  }

  private let store: any TokenStore
  private let refresher: any TokenRefresher
  private let refreshWindow: Duration
  private let now: @Sendable () -> Date
  private var breaker: CircuitBreaker
  /// The refresh in flight for the current session (a sign-in or sign-out forgets it).
  private var inFlight: Task<AuthTokens, any Error>?
  /// What the store should hold for the current session: the pair signed in with or refreshed to
  /// last (`nil` after a sign-out or a rejected refresh); a save of an earlier session that lands
  /// after a sign-in or sign-out writes it back. With the access tokens the session's refreshes
  /// replaced (bounded), late 401s and stale reads resolve to it without another refresh.
  private var latest: AuthTokens?
  private var replaced: [String] = []
  private static let replacedLimit = 16
  /// A refreshed pair the store failed to save; saved again before the next use of the store.
  private var unsaved: AuthTokens?
  /// Bumped by sign-in and sign-out, so a save that was in flight across one can be undone.
  private var generation = 0
  /// The access token the last refresh of this session received, and when: its lifetime, and so
  /// how early to refresh it again.
  private var received: (accessToken: String, at: Date)?

  /// Creates a manager.
  /// - Parameters:
  ///   - store: Where the tokens live.
  ///   - refresher: Calls the backend's refresh endpoint.
  ///   - configuration: When tokens count as expiring and how refresh failures are handled.
  ///   - now: The wall clock (injectable for tests).
  public init(
    store: any TokenStore,
    refresher: any TokenRefresher,
    configuration: Configuration = Configuration(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.store = store
    self.refresher = refresher
    self.refreshWindow = configuration.refreshWindow
    self.breaker = configuration.breaker
    self.now = now
  }

  /// The breaker's current state.
  public var circuitState: CircuitBreaker.State { breaker.state }

  /// Whether tokens are stored (or held in memory after a refresh the store failed to save).
  public var isSignedIn: Bool {
    get async throws { try await currentTokens() != nil }
  }

  /// The signed-in user's id: the access token's `sub` claim; `nil` when signed out or when the
  /// token is opaque (not a JWT).
  public var subject: String? {
    get async throws {
      guard let tokens = try await currentTokens() else { return nil }
      return (try? JWT(tokens.accessToken))?.subject
    }
  }

  /// Starts a session with `tokens` (from a login), forgetting the previous session's state.
  /// - Throws: The store's failure, as an ``AppError``.
  public func signIn(_ tokens: AuthTokens) async throws {
    forgetSession()
    latest = tokens
    do {
      try await store.save(tokens)
    } catch {
      throw AppError(error)
    }
  }

  /// Ends the session: clears the store and everything remembered about its tokens. A refresh in
  /// flight completes, but its pair is not kept.
  /// - Throws: The store's failure, as an ``AppError``.
  public func signOut() async throws {
    forgetSession()
    do {
      try await store.clear()
    } catch {
      throw AppError(error)
    }
  }

  /// A token to send now, refreshed first when it expires within the refresh window.
  ///
  /// When a proactive refresh fails transiently but the current token has not expired yet, the
  /// current token is returned, to the caller that started the refresh and to every caller waiting
  /// for it: it is still good, and the next call tries again.
  /// - Throws: ``AppError/unauthorized`` when signed out or the refresh was rejected; other
  ///   ``AppError``s for transient refresh failures of an expired token.
  public func validAccessToken() async throws -> String {
    if let inFlight { return try await refreshedOrStillValidToken { try await inFlight.value } }
    guard let tokens = try await currentTokens() else { throw AppError.unauthorized }
    guard let expiry = expiry(of: tokens), expiry.timeIntervalSince(now()) <= window(for: tokens, expiring: expiry)
    else {
      return tokens.accessToken
    }
    return try await refreshedOrStillValidToken { try await refreshed(from: tokens) }
  }

  /// The access token of the pair `refresh` gets; when it fails other than as
  /// ``AppError/unauthorized``, the current token if it has not expired yet.
  private func refreshedOrStillValidToken(_ refresh: () async throws -> AuthTokens) async throws -> String {
    do {
      return try await refresh().accessToken
    } catch AppError.unauthorized {
      throw AppError.unauthorized
    } catch {
      guard let tokens = try await currentTokens(), let expiry = expiry(of: tokens), expiry > now() else { throw error }
      return tokens.accessToken
    }
  }

  /// How long before `expiry` to refresh `tokens`: the configured window, or half the token's
  /// lifetime when that is shorter and known (a token this session's last refresh received).
  private func window(for tokens: AuthTokens, expiring expiry: Date) -> TimeInterval {
    guard let received, received.accessToken == tokens.accessToken else { return refreshWindow.seconds }
    return min(refreshWindow.seconds, expiry.timeIntervalSince(received.at) / 2)
  }

  /// A token newer than `rejected`, which the server just answered with 401: the current one if
  /// it was already replaced, else the result of a (single-flight) refresh.
  public func accessToken(replacing rejected: String) async throws -> String {
    if let inFlight { return try await inFlight.value.accessToken }
    if let latest, replaced.contains(rejected) { return latest.accessToken }
    guard let tokens = try await currentTokens() else { throw AppError.unauthorized }
    guard tokens.accessToken == rejected else { return tokens.accessToken }
    return try await refreshed(from: tokens).accessToken
  }

  // MARK: - Refresh

  private func refreshed(from stale: AuthTokens) async throws -> AuthTokens {
    if let inFlight { return try await inFlight.value }
    if let latest, replaced.contains(stale.accessToken) { return latest }
    // The session is taken now: a sign-in before the task runs must find it out of date.
    let session = generation
    let task = Task { try await self.runRefresh(from: stale, session: session) }
    inFlight = task
    return try await task.value
  }

  /// Runs on the actor; `inFlight` is cleared and the new pair recorded before waiters resume.
  ///
  /// The breaker learns the refresh's outcome as soon as the backend answers, before anything
  /// else can fail, so an admitted probe always closes or re-opens the circuit.
  private func runRefresh(from stale: AuthTokens, session: Int) async throws -> AuthTokens {
    // A refresh of a forgotten session never clears the current session's.
    defer { if session == generation { inFlight = nil } }
    guard breaker.admit(now: now()) else {
      let retryAfter = breaker.reopensAt.map { Duration.seconds(max(0, $0.timeIntervalSince(now()))) }
      throw AppError.temporarilyUnavailable(retryAfter: retryAfter)
    }
    let fresh: AuthTokens
    do {
      fresh = try await refresher.refresh(stale)
    } catch {
      let appError = AppError(error)
      guard Self.isRejection(appError) else {
        breaker.recordFailure(now: now())
        throw appError
      }
      breaker.recordSuccess()
      guard session == generation else { throw AppError.unauthorized }
      remember(replacedToken: stale.accessToken)
      latest = nil
      unsaved = nil
      try? await store.clear()
      throw AppError.unauthorized
    }
    breaker.recordSuccess()
    guard session == generation else { throw AppError.unauthorized }
    remember(replacedToken: stale.accessToken)
    latest = fresh
    unsaved = fresh
    received = (fresh.accessToken, now())
    try? await saveUnsaved()
    return fresh
  }

  /// The current pair: the stored one, unless the last refresh replaced it (in memory only, if
  /// saving it failed; it is saved again here first).
  private func currentTokens() async throws -> AuthTokens? {
    if let pending = unsaved {
      let session = generation
      try? await saveUnsaved()
      return session == generation ? pending : nil
    }
    let stored: AuthTokens?
    do {
      stored = try await store.load()
    } catch {
      throw AppError(error)
    }
    if let stored, let latest, replaced.contains(stored.accessToken) { return latest }
    return stored
  }

  /// Saves the pair the store has not accepted yet. A sign-in or sign-out that happened while the
  /// save was suspended wins: what it left in the store is written back over the late save.
  private func saveUnsaved() async throws {
    guard let pair = unsaved else { return }
    let session = generation
    try await store.save(pair)
    if session != generation {
      if let latest { try? await store.save(latest) } else { try? await store.clear() }
    } else if unsaved == pair {
      unsaved = nil
    }
  }

  private func forgetSession() {
    generation += 1
    inFlight = nil
    latest = nil
    unsaved = nil
    received = nil
    replaced.removeAll()
  }

  /// The stored expiry, else the JWT's `exp`; `nil` when unknown (opaque or unreadable token).
  private func expiry(of tokens: AuthTokens) -> Date? {
    tokens.expiresAt ?? (try? JWT(tokens.accessToken))?.expiresAt
  }

  private func remember(replacedToken token: String) {
    replaced.append(token)
    if replaced.count > Self.replacedLimit { replaced.removeFirst(replaced.count - Self.replacedLimit) }
  }

  private static func isRejection(_ error: AppError) -> Bool {
    switch error {
    case .unauthorized, .forbidden, .validation: true
    case .server(let status, _, _, _): status == 400
    default: false
    }
  }
}
