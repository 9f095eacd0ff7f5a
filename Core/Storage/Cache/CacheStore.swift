/// Persistent storage for the offline cache: entries by key, each with its stored-at time.
///
/// SharedPlatform provides a SQLite implementation (`SQLiteCacheStore`); SharedTesting an
/// in-memory one. Implementations must be safe to call from concurrent tasks.
public protocol CacheStore: Sendable {
  /// The entry stored under `key`, or `nil` if there is none.
  func entry(forKey key: String) async throws -> CacheEntry?
  /// Stores `entry`, replacing any entry with the same key.
  func put(_ entry: CacheEntry) async throws
  /// Removes the entry stored under `key`, if any.
  func removeEntry(forKey key: String) async throws
  /// Removes every entry.
  func removeAll() async throws
}
