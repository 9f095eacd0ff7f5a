/// How ``OfflineCache`` combines the cache and the network for one read.
///
/// Mirrors Store5's read requests (`cached`, `fresh`, `localOnly`) with explicit ages:
/// a cached value younger than ``maxAge`` is *fresh* and served without a fetch; one older than
/// ``maxStaleness`` is too old to show at all and is treated as missing.
public struct CachePolicy: Sendable, Hashable {
  /// Which sources a read may use.
  public enum Source: Sendable, Hashable {
    /// Show the cached value (if showable), then fetch unless it is fresh.
    case cacheThenNetwork
    /// Show the cached value (if showable) and never fetch; a miss is `.empty`.
    case cacheOnly
    /// Always fetch; the cached value is only used as `previous` when the fetch fails.
    case networkOnly
  }

  /// Which sources the read may use.
  public var source: Source
  /// How old a cached value may be and still count as fresh (no refetch). `.zero`: always refetch.
  public var maxAge: Duration
  /// How old a cached value may be and still be shown; `nil` for any age.
  public var maxStaleness: Duration?

  /// Creates a policy.
  public init(source: Source, maxAge: Duration = .zero, maxStaleness: Duration? = nil) {
    self.source = source
    self.maxAge = maxAge
    self.maxStaleness = maxStaleness
  }

  /// Cached value first (any age), then always the network: stale-while-revalidate.
  public static let cacheThenNetwork = CachePolicy(source: .cacheThenNetwork)
  /// The cached value only (any age), never the network.
  public static let cacheOnly = CachePolicy(source: .cacheOnly)
  /// The network only.
  public static let networkOnly = CachePolicy(source: .networkOnly)

  /// Cached value first, refetched once it is older than `settings.timeToLive` (values are shown
  /// at any age; a time to live of zero revalidates on every read).
  public init(settings: CoreConfiguration.CacheSettings) {
    self.init(source: .cacheThenNetwork, maxAge: settings.timeToLive)
  }

  /// Whether a value stored `age` ago is fresh enough to skip the fetch.
  public func isFresh(age: Duration) -> Bool {
    age < maxAge
  }

  /// Whether a value stored `age` ago may still be shown.
  public func isShowable(age: Duration) -> Bool {
    guard let maxStaleness else { return true }
    return age <= maxStaleness
  }
}
