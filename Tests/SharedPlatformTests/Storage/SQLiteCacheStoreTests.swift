import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteCacheStoreTests {
  private static let storedAt = Date(timeIntervalSinceReferenceDate: 800_000.5)

  @Test func putGetReplaceAndRemove() throws {
    let store = try SQLiteCacheStore(database: SQLiteDatabase(.inMemory))
    #expect(try store.entry(forKey: "a") == nil)
    let entry = CacheEntry(key: "a", data: Data("one".utf8), storedAt: Self.storedAt)
    try store.put(entry)
    #expect(try store.entry(forKey: "a") == entry)
    let replacement = CacheEntry(key: "a", data: Data("two".utf8), storedAt: Self.storedAt.addingTimeInterval(1))
    try store.put(replacement)
    #expect(try store.entry(forKey: "a") == replacement)
    try store.put(CacheEntry(key: "b", data: Data(), storedAt: Self.storedAt))
    try store.removeEntry(forKey: "a")
    #expect(try store.entry(forKey: "a") == nil)
    #expect(try store.entry(forKey: "b")?.data == Data())
    try store.removeAll()
    #expect(try store.entry(forKey: "b") == nil)
  }

  /// `cache.maxEntries`: storing one entry more than the limit evicts the least recently stored;
  /// a limit of 0 keeps nothing.
  @Test(arguments: [0, 1, 3])
  func maxEntriesEvictsTheLeastRecentlyStored(limit: Int) throws {
    let store = try SQLiteCacheStore(
      database: SQLiteDatabase(.inMemory), settings: .init(timeToLive: .seconds(60), maxEntries: limit))
    let keys = ["a", "b", "c", "d", "e"]
    for (offset, key) in keys.enumerated() {
      try store.put(
        CacheEntry(key: key, data: Data(key.utf8), storedAt: Self.storedAt.addingTimeInterval(Double(offset))))
    }
    // Re-storing "c" makes it the most recent, so it survives the next eviction.
    try store.put(CacheEntry(key: "c", data: Data("c2".utf8), storedAt: Self.storedAt.addingTimeInterval(10)))
    let kept = try keys.filter { try store.entry(forKey: $0) != nil }
    let expected: [Int: [String]] = [0: [], 1: ["c"], 3: ["c", "d", "e"]]
    #expect(kept == expected[limit])
  }

  @Test func entriesSurviveReopening() throws {
    let temporary = try TemporaryDatabase()
    let entry = CacheEntry(key: "products?page=1", data: Data("[1,2]".utf8), storedAt: Self.storedAt)
    do {
      let database = try temporary.open()
      try SQLiteCacheStore(database: database).put(entry)
      database.close()
    }
    #expect(try SQLiteCacheStore(database: temporary.open()).entry(forKey: entry.key) == entry)
  }

  @Test func offlineCacheServesFromSQLiteAfterRestart() async throws {
    let temporary = try TemporaryDatabase()
    do {
      let cache = OfflineCache(store: try SQLiteCacheStore(database: temporary.open()), now: { Self.storedAt })
      for await _ in cache.states(for: "names", fetch: { ["Ada", "Grace"] }) {}
    }
    let cache = OfflineCache(store: try SQLiteCacheStore(database: temporary.open()), now: { Self.storedAt })
    var states: [ResourceState<[String], AppError>] = []
    for await state in cache.states(for: "names", as: [String].self, fetch: { throw AppError.network(.offline) }) {
      states.append(state)
    }
    let names = ["Ada", "Grace"]
    #expect(states == [.success(names, origin: .cache), .failed(.network(.offline), previous: names)])
  }
}
