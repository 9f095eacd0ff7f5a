import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteCacheStoreTests {
  private static let storedAt = Date(timeIntervalSinceReferenceDate: 800_000.5)

  @Test func putGetReplaceAndRemove() async throws {
    let store = SQLiteCacheStore(database: try SQLiteDatabase(.inMemory))
    #expect(try await store.entry(forKey: "a") == nil)
    let entry = CacheEntry(key: "a", data: Data("one".utf8), storedAt: Self.storedAt)
    try await store.put(entry)
    #expect(try await store.entry(forKey: "a") == entry)
    let replacement = CacheEntry(key: "a", data: Data("two".utf8), storedAt: Self.storedAt.addingTimeInterval(1))
    try await store.put(replacement)
    #expect(try await store.entry(forKey: "a") == replacement)
    try await store.put(CacheEntry(key: "b", data: Data(), storedAt: Self.storedAt))
    try await store.removeEntry(forKey: "a")
    #expect(try await store.entry(forKey: "a") == nil)
    #expect(try await store.entry(forKey: "b")?.data == Data())
    try await store.removeAll()
    #expect(try await store.entry(forKey: "b") == nil)
  }

  /// `cache.maxEntries`: storing one entry more than the limit evicts the least recently stored;
  /// a limit of 0 keeps nothing.
  @Test(arguments: [0, 1, 3])
  func maxEntriesEvictsTheLeastRecentlyStored(limit: Int) async throws {
    let store = SQLiteCacheStore(
      database: try SQLiteDatabase(.inMemory), settings: .init(timeToLive: .seconds(60), maxEntries: limit))
    let keys = ["a", "b", "c", "d", "e"]
    for (offset, key) in keys.enumerated() {
      try await store.put(
        CacheEntry(key: key, data: Data(key.utf8), storedAt: Self.storedAt.addingTimeInterval(Double(offset))))
    }
    // Re-storing "c" makes it the most recent, so it survives the next eviction.
    try await store.put(CacheEntry(key: "c", data: Data("c2".utf8), storedAt: Self.storedAt.addingTimeInterval(10)))
    var kept: [String] = []
    for key in keys where try await store.entry(forKey: key) != nil { kept.append(key) }
    let expected: [Int: [String]] = [0: [], 1: ["c"], 3: ["c", "d", "e"]]
    #expect(kept == expected[limit])
  }

  @Test func entriesSurviveReopening() async throws {
    let temporary = try TemporaryDatabase()
    let entry = CacheEntry(key: "products?page=1", data: Data("[1,2]".utf8), storedAt: Self.storedAt)
    do {
      let database = try temporary.open()
      try await SQLiteCacheStore(database: database).put(entry)
      await database.close()
    }
    #expect(try await SQLiteCacheStore(database: temporary.open()).entry(forKey: entry.key) == entry)
  }

  @Test func offlineCacheServesFromSQLiteAfterRestart() async throws {
    let temporary = try TemporaryDatabase()
    do {
      let cache = OfflineCache(store: SQLiteCacheStore(database: try temporary.open()), now: { Self.storedAt })
      for await _ in cache.states(for: "names", fetch: { ["Ada", "Grace"] }) {}
    }
    let cache = OfflineCache(store: SQLiteCacheStore(database: try temporary.open()), now: { Self.storedAt })
    var states: [ResourceState<[String], AppError>] = []
    for await state in cache.states(for: "names", as: [String].self, fetch: { throw AppError.network(.offline) }) {
      states.append(state)
    }
    let names = ["Ada", "Grace"]
    #expect(states == [.success(names, origin: .cache), .failed(.network(.offline), previous: names)])
  }
}
