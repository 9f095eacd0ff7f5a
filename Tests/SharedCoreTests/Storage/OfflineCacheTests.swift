import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct OfflineCacheTests {
  private struct Product: Codable, Sendable, Hashable {
    var name: String
  }

  private typealias State = ResourceState<Product, AppError>

  private static let now = Date(timeIntervalSinceReferenceDate: 1_000_000)
  private let old = Product(name: "cached")
  private let new = Product(name: "fetched")

  private func makeCache(cachedAgo age: TimeInterval? = nil) async throws -> (OfflineCache, InMemoryCacheStore) {
    let store = InMemoryCacheStore()
    if let age {
      let data = try JSONEncoder().encode(old)
      try await store.put(CacheEntry(key: "product", data: data, storedAt: Self.now.addingTimeInterval(-age)))
    }
    return (OfflineCache(store: store, now: { Self.now }), store)
  }

  private func collect(_ stream: AsyncStream<State>) async -> [State] {
    var states: [State] = []
    for await state in stream { states.append(state) }
    return states
  }

  // MARK: - Policies and origins

  @Test func missThenNetworkWritesTheCache() async throws {
    let (cache, store) = try await makeCache()
    let fetches = Counter()
    let states = await collect(
      cache.states(for: "product") { [new] in
        await fetches.increment()
        return new
      })
    #expect(states == [.loading(previous: nil), .success(new, origin: .network)])
    #expect(await fetches.value == 1)
    let stored = try #require(await store.entries["product"])
    #expect(try JSONDecoder().decode(Product.self, from: stored.data) == new)
    #expect(stored.storedAt == Self.now)
  }

  @Test func staleCacheIsShownThenRefreshed() async throws {
    let (cache, _) = try await makeCache(cachedAgo: 3_600)
    let policy = CachePolicy(source: .cacheThenNetwork, maxAge: .seconds(60))
    let states = await collect(cache.states(for: "product", policy: policy) { [new] in new })
    #expect(states == [.success(old, origin: .cache), .success(new, origin: .network)])
  }

  @Test func freshCacheSkipsTheNetwork() async throws {
    let (cache, _) = try await makeCache(cachedAgo: 10)
    let fetches = Counter()
    let policy = CachePolicy(source: .cacheThenNetwork, maxAge: .seconds(60))
    let states = await collect(
      cache.states(for: "product", policy: policy) { [new] in
        await fetches.increment()
        return new
      })
    #expect(states == [.success(old, origin: .cache)])
    #expect(await fetches.value == 0)
  }

  @Test func tooStaleCacheIsNotShown() async throws {
    let (cache, _) = try await makeCache(cachedAgo: 7_200)
    let policy = CachePolicy(source: .cacheThenNetwork, maxStaleness: .seconds(3_600))
    let states = await collect(cache.states(for: "product", policy: policy) { [new] in new })
    #expect(states == [.loading(previous: nil), .success(new, origin: .network)])
  }

  @Test func cacheOnlyNeverFetches() async throws {
    let fetches = Counter()
    let fetch: @Sendable () async throws -> Product = { [new] in
      await fetches.increment()
      return new
    }
    let (hit, _) = try await makeCache(cachedAgo: 86_400)
    let hitStates = await collect(hit.states(for: "product", policy: .cacheOnly, fetch: fetch))
    #expect(hitStates == [.success(old, origin: .cache)])
    let (miss, _) = try await makeCache()
    #expect(await collect(miss.states(for: "product", policy: .cacheOnly, fetch: fetch)) == [.empty])
    #expect(await fetches.value == 0)
  }

  @Test func networkOnlyIgnoresTheCache() async throws {
    let (cache, _) = try await makeCache(cachedAgo: 1)
    let states = await collect(cache.states(for: "product", policy: .networkOnly) { [new] in new })
    #expect(states == [.loading(previous: nil), .success(new, origin: .network)])
  }

  // MARK: - Failures

  @Test func failureKeepsTheCachedValue() async throws {
    let (cache, _) = try await makeCache(cachedAgo: 3_600)
    let states = await collect(cache.states(for: "product", as: Product.self) { throw AppError.network(.offline) })
    #expect(states == [.success(old, origin: .cache), .failed(.network(.offline), previous: old)])
  }

  @Test func networkOnlyFailureFallsBackToTheCachedValue() async throws {
    let (cache, _) = try await makeCache(cachedAgo: 3_600)
    let unavailable = AppError.server(status: 503, code: nil, message: nil, correlationID: nil)
    let stream = cache.states(for: "product", as: Product.self, policy: .networkOnly) { throw unavailable }
    let states = await collect(stream)
    #expect(states == [.loading(previous: nil), .failed(unavailable, previous: old)])
  }

  @Test func failingStoreDoesNotHideFetchedData() async throws {
    let (cache, store) = try await makeCache(cachedAgo: 3_600)
    await store.setFailing(true)
    let states = await collect(cache.states(for: "product") { [new] in new })
    #expect(states == [.loading(previous: nil), .success(new, origin: .network)])
  }

  // MARK: - Sharing and cancellation

  @Test func concurrentReadersShareOneFetch() async throws {
    let (cache, _) = try await makeCache()
    let fetches = Counter()
    let gate = Gate()
    let fetch: @Sendable () async throws -> Product = { [new] in
      await fetches.increment()
      await gate.wait()
      return new
    }
    async let first = collect(cache.states(for: "product", fetch: fetch))
    async let second = collect(cache.states(for: "product", fetch: fetch))
    while await cache.waitingReaders(for: "product") < 2 { await Task.yield() }
    await gate.open()
    let expected: [State] = [.loading(previous: nil), .success(new, origin: .network)]
    #expect(await first == expected)
    #expect(await second == expected)
    #expect(await fetches.value == 1)
  }

  @Test func cancellingTheLastReaderCancelsTheFetch() async throws {
    let (cache, store) = try await makeCache()
    let cancelled = Counter()
    let stream = cache.states(for: "product", as: Product.self) {
      do {
        try await Task.sleep(for: .seconds(60))
      } catch {
        await cancelled.increment()
        throw error
      }
      throw AppError.notFound
    }
    let reader = Task {
      var states: [State] = []
      for await state in stream { states.append(state) }
      return states
    }
    while await cache.waitingReaders(for: "product") < 1 { await Task.yield() }
    reader.cancel()
    #expect(await reader.value == [.loading(previous: nil)])
    while await cancelled.value == 0 { await Task.yield() }
    #expect(await cache.waitingReaders(for: "product") == 0)
    #expect(await store.putCount == 0)
  }

  @Test func oneReaderCancellingLeavesTheOtherItsValue() async throws {
    let (cache, _) = try await makeCache()
    let gate = Gate()
    let fetch: @Sendable () async throws -> Product = { [new] in
      await gate.wait()
      return new
    }
    let leaving = Task { await collect(cache.states(for: "product", fetch: fetch)) }
    async let staying = collect(cache.states(for: "product", fetch: fetch))
    while await cache.waitingReaders(for: "product") < 2 { await Task.yield() }
    leaving.cancel()
    while await cache.waitingReaders(for: "product") > 1 { await Task.yield() }
    await gate.open()
    #expect(await leaving.value == [.loading(previous: nil)])
    #expect(await staying == [.loading(previous: nil), .success(new, origin: .network)])
  }

  @Test func cachedResourceBindsKeyPolicyAndFetch() async throws {
    let (cache, _) = try await makeCache(cachedAgo: 30)
    let resource = CachedResource(cache: cache, key: "product", policy: .cacheOnly) { [new] in new }
    #expect(await resource.cachedValue() == old)
    let refreshed = await collect(resource.states(policy: .networkOnly))
    #expect(refreshed == [.loading(previous: nil), .success(new, origin: .network)])
    try await resource.invalidate()
    #expect(await resource.cachedValue() == nil)
  }
}

/// Counts calls across tasks.
private actor Counter {
  private(set) var value = 0
  func increment() { value += 1 }
}

/// Suspends callers of `wait()` until `open()`.
private actor Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    waiters.forEach { $0.resume() }
    waiters.removeAll()
  }
}
