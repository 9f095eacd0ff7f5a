import SharedCore

/// A `TokenStore` in memory, recording every save and clear, for tests.
public actor InMemoryTokenStore: TokenStore {
  /// What happened to the store, in order.
  public enum Event: Sendable, Hashable {
    /// A pair was saved.
    case saved(AuthTokens)
    /// The tokens were cleared.
    case cleared
  }

  private var tokens: AuthTokens?
  private var log: [Event] = []
  private let saveDelay: Duration?

  /// Creates a store holding `tokens`.
  /// - Parameters:
  ///   - tokens: The pair the store starts with; `nil` for a signed-out user.
  ///   - saveDelay: Makes each save take this long (to test ordering around persistence).
  public init(_ tokens: AuthTokens? = nil, saveDelay: Duration? = nil) {
    self.tokens = tokens
    self.saveDelay = saveDelay
  }

  /// The stored tokens.
  public func load() async throws -> AuthTokens? { tokens }

  /// Replaces the stored tokens (after the optional delay).
  public func save(_ tokens: AuthTokens) async throws {
    if let saveDelay { try await Task.sleep(for: saveDelay) }
    self.tokens = tokens
    log.append(.saved(tokens))
  }

  /// Removes the stored tokens.
  public func clear() async throws {
    tokens = nil
    log.append(.cleared)
  }

  /// Every save and clear so far.
  public var events: [Event] { log }

  /// The number of saves so far.
  public var saveCount: Int { log.filter { if case .saved = $0 { true } else { false } }.count }
}
