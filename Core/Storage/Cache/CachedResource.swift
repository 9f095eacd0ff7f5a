/// One cacheable thing a repository exposes: a key, a policy and how to fetch it, bound to a cache.
///
/// ```swift
/// let passport = CachedResource(cache: cache, key: "passport/\(gtin)", policy: .cacheThenNetwork) {
///   try await client.send(PassportEndpoint(gtin: gtin))
/// }
/// for await state in passport.states() { … }
/// ```
public struct CachedResource<Value: Codable & Sendable>: Sendable {
  /// The cache the resource reads and writes.
  public let cache: OfflineCache
  /// The cache key.
  public let key: String
  /// The policy ``states(policy:)`` uses unless told otherwise.
  public let policy: CachePolicy
  private let fetch: @Sendable () async throws -> Value

  /// Creates a resource.
  public init(
    cache: OfflineCache,
    key: String,
    policy: CachePolicy = .cacheThenNetwork,
    fetch: @escaping @Sendable () async throws -> Value
  ) {
    self.cache = cache
    self.key = key
    self.policy = policy
    self.fetch = fetch
  }

  /// The states of one read, with the resource's policy or `policy` (e.g. `.networkOnly` for pull-to-refresh).
  public func states(policy: CachePolicy? = nil) -> AsyncStream<ResourceState<Value, AppError>> {
    cache.states(for: key, as: Value.self, policy: policy ?? self.policy, fetch: fetch)
  }

  /// The cached value, if showable under the resource's policy.
  public func cachedValue() async -> Value? {
    await cache.cachedValue(for: key, as: Value.self, policy: policy)
  }

  /// Removes the cached value.
  public func invalidate() async throws {
    try await cache.invalidate(key)
  }
}
