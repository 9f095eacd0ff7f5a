import SharedCore

/// The offline cache of scanned products: the cached product first, then the network's
/// (`OfflineCache` over the host's `CacheStore`), keyed by product id.
public struct DPPScannedProductCache: Sendable {
  private let cache: OfflineCache
  private let products: any DPPProductRepository

  /// Creates the cache over `store`, fetching through `products`.
  public init(store: any CacheStore, products: any DPPProductRepository) {
    cache = OfflineCache(store: store)
    self.products = products
  }

  /// The states of one read of `id`: `.success(cached, origin: .cache)` if known, then the network's.
  public func states(for id: DPPProductID, policy: CachePolicy = .cacheThenNetwork)
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
