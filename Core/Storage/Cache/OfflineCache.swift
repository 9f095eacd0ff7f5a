import Foundation

/// The repository-facing offline cache: cached value first, then the network, as `ResourceState`s.
///
/// For a `cacheThenNetwork` read the stream emits
/// 1. `.success(cached, origin: .cache)` if a showable value is cached (else `.loading(previous: nil)`);
/// 2. nothing more if that value is fresh (younger than ``CachePolicy/maxAge``); otherwise it
///    fetches, writes the result to the store and emits `.success(fetched, origin: .network)`;
/// 3. on a failed fetch, `.failed(error, previous: cached)`: the cached value is kept.
///
/// Concurrent reads of the same key share one fetch (Store5's one-fetcher-per-key rule). Values
/// are stored as JSON. Cancelling the consumer (dropping the stream) cancels its read; the shared
/// fetch is cancelled when no reader is left. A failed cache write does not hide fetched data.
///
/// ```swift
/// for await state in cache.states(for: "products", policy: .cacheThenNetwork, fetch: api.products) {
///   viewState = state
/// }
/// ```
public final class OfflineCache: Sendable {
  /// The policy of reads that do not name one.
  public let defaultPolicy: CachePolicy
  private let store: any CacheStore
  private let now: @Sendable () -> Date
  private let inFlight = InFlightFetches()

  /// Creates a cache over `store`; `now` is injectable for tests.
  public init(
    store: any CacheStore,
    defaultPolicy: CachePolicy = .cacheThenNetwork,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.store = store
    self.defaultPolicy = defaultPolicy
    self.now = now
  }

  /// Creates a cache over `store` whose reads treat values younger than `settings.timeToLive` as
  /// fresh (``CachePolicy/init(settings:)``); the store enforces `maxEntries`.
  public convenience init(
    store: any CacheStore, settings: CoreConfiguration.CacheSettings, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(store: store, defaultPolicy: CachePolicy(settings: settings), now: now)
  }

  /// The states of one read of `key`, following `policy`; finishes after the last state.
  /// - Parameters:
  ///   - key: The cache key; equal keys share cached values and in-flight fetches.
  ///   - type: The value type (inferred from `fetch` when omitted).
  ///   - policy: How to combine cache and network; ``defaultPolicy`` when `nil`.
  ///   - fetch: Loads the value from the network. Errors are reported as `AppError`.
  public func states<Value: Codable & Sendable>(
    for key: String,
    as type: Value.Type = Value.self,
    policy: CachePolicy? = nil,
    fetch: @escaping @Sendable () async throws -> Value
  ) -> AsyncStream<ResourceState<Value, AppError>> {
    let policy = policy ?? defaultPolicy
    return AsyncStream { continuation in
      let task = Task {
        await self.read(key, policy: policy, fetch: fetch) { continuation.yield($0) }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// The cached value of `key` if one is stored, decodes as `Value` and is showable under `policy`
  /// (``defaultPolicy`` when `nil`).
  public func cachedValue<Value: Decodable>(
    for key: String,
    as type: Value.Type = Value.self,
    policy: CachePolicy? = nil
  ) async -> Value? {
    await readCache(key, as: type, policy: policy ?? defaultPolicy)?.value
  }

  /// Removes the cached value of `key`.
  public func invalidate(_ key: String) async throws {
    try await store.removeEntry(forKey: key)
  }

  /// The number of readers waiting for the in-flight fetch of `key` (0 if none); for diagnostics.
  public func waitingReaders(for key: String) async -> Int {
    await inFlight.waiterCount(for: key)
  }

  // MARK: - Reading

  private func read<Value: Codable & Sendable>(
    _ key: String,
    policy: CachePolicy,
    fetch: @escaping @Sendable () async throws -> Value,
    emit: (ResourceState<Value, AppError>) -> Void
  ) async {
    let cached = policy.source == .networkOnly ? nil : await readCache(key, as: Value.self, policy: policy)
    switch policy.source {
    case .cacheOnly:
      emit(cached.map { .success($0.value, origin: .cache) } ?? .empty)
      return
    case .cacheThenNetwork:
      if let cached {
        emit(.success(cached.value, origin: .cache))
        if cached.isFresh { return }
      } else {
        emit(.loading(previous: nil))
      }
    case .networkOnly:
      emit(.loading(previous: nil))
    }
    guard !Task.isCancelled else { return }
    do {
      let data = try await inFlight.data(for: key) { [store, now] in
        let value = try await fetch()
        let data = try JSONEncoder().encode(value)
        try? await store.put(CacheEntry(key: key, data: data, storedAt: now()))
        return data
      }
      let value = try JSONDecoder().decode(Value.self, from: data)
      guard !Task.isCancelled else { return }
      emit(.success(value, origin: .network))
    } catch {
      guard !Task.isCancelled else { return }
      let previous = policy.source == .networkOnly ? await readCache(key, as: Value.self, policy: policy) : cached
      emit(.failed(AppError(error), previous: previous?.value))
    }
  }

  private struct Cached<Value> {
    var value: Value
    var isFresh: Bool
  }

  /// The decoded, showable cached value; unreadable or undecodable entries count as missing.
  private func readCache<Value: Decodable>(
    _ key: String, as type: Value.Type, policy: CachePolicy
  ) async -> Cached<Value>? {
    guard let entry = try? await store.entry(forKey: key),
      let value = try? JSONDecoder().decode(Value.self, from: entry.data)
    else { return nil }
    let age = Duration.milliseconds(Int64((now().timeIntervalSince(entry.storedAt) * 1_000).rounded()))
    guard policy.isShowable(age: age) else { return nil }
    return Cached(value: value, isFresh: policy.isFresh(age: age))
  }
}
