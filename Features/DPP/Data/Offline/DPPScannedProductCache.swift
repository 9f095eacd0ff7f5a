import Foundation
import SharedCore

/// The offline cache of scanned products: the cached product first, then the network's
/// (`OfflineCache` over the host's `CacheStore`), keyed by product id.
///
/// A product younger than the policy's `maxAge` is shown without asking the network again;
/// `DPPModule` builds the policy from `CoreConfiguration.cache` (`timeToLive`), and the store
/// keeps at most `maxEntries`.
public struct DPPScannedProductCache: Sendable {
  private let cache: OfflineCache
  private let products: any DPPProductRepository

  /// Creates the cache over `store`, fetching through `products`.
  /// - Parameters:
  ///   - store: Where cached products are kept.
  ///   - products: Fetches a product from the network.
  ///   - policy: How reads combine cache and network; `CachePolicy(settings:)` honours the
  ///     configuration's time to live.
  ///   - now: The clock that ages cached products (injectable for tests).
  public init(
    store: any CacheStore,
    products: any DPPProductRepository,
    policy: CachePolicy = .cacheThenNetwork,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    cache = OfflineCache(store: store, defaultPolicy: policy, now: now)
    self.products = products
  }

  /// The states of one read of `id`: `.success(cached, origin: .cache)` if known, then the
  /// network's unless the cached product is still fresh under `policy` (the cache's own when `nil`).
  public func states(for id: DPPProductID, policy: CachePolicy? = nil)
    -> AsyncStream<ResourceState<DPPProduct, AppError>>
  {
    cache.states(for: Self.key(id), policy: policy) { [products] in
      try await products.product(gtin: id.gtin, serial: id.serial)
    }
  }

  /// The cached product of `id`, if any.
  public func cached(_ id: DPPProductID) async -> DPPProduct? {
    await cache.cachedValue(for: Self.key(id), as: DPPProduct.self)
  }

  /// The cache key of `id`.
  static func key(_ id: DPPProductID) -> String {
    "dpp.product.\(id)"
  }
}
