import SharedCore

/// A `CacheStore` in a dictionary, for tests and previews.
///
/// Counts reads and writes so tests can assert what a repository did, and can be told to fail.
public actor InMemoryCacheStore: CacheStore {
  /// Thrown by every operation while ``isFailing`` is set.
  public struct Failure: Error, Hashable {}

  /// The stored entries by key.
  public private(set) var entries: [String: CacheEntry]
  /// How many times ``put(_:)`` stored an entry.
  public private(set) var putCount = 0
  /// Whether every operation throws ``Failure``.
  public var isFailing = false

  /// Creates a store holding `entries`.
  public init(entries: [CacheEntry] = []) {
    self.entries = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// Makes every operation throw (`true`) or work again (`false`).
  public func setFailing(_ failing: Bool) {
    isFailing = failing
  }

  /// The entry under `key`.
  public func entry(forKey key: String) throws -> CacheEntry? {
    try check()
    return entries[key]
  }

  /// Stores `entry`.
  public func put(_ entry: CacheEntry) throws {
    try check()
    entries[entry.key] = entry
    putCount += 1
  }

  /// Removes the entry under `key`.
  public func removeEntry(forKey key: String) throws {
    try check()
    entries[key] = nil
  }

  /// Removes every entry.
  public func removeAll() throws {
    try check()
    entries.removeAll()
  }

  private func check() throws {
    if isFailing { throw Failure() }
  }
}
