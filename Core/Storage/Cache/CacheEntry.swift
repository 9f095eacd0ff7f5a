import Foundation

/// One cached value: its encoded bytes and when they were stored.
public struct CacheEntry: Sendable, Hashable {
  /// The key the value is cached under (`products?page=1`, `passport/01/0950…`).
  public var key: String
  /// The encoded value (JSON, as written by ``OfflineCache``).
  public var data: Data
  /// When the value was written; freshness is measured from here.
  public var storedAt: Date

  /// Creates an entry.
  public init(key: String, data: Data, storedAt: Date) {
    self.key = key
    self.data = data
    self.storedAt = storedAt
  }
}
