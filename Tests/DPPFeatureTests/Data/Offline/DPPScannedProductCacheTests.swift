import DPPFeature
import DPPTesting
import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct DPPScannedProductCacheTests {
  /// A product cached less than `timeToLive` ago is shown without a request; once older, it is
  /// shown and fetched again.
  @Test func theConfiguredTimeToLiveDecidesWhenToFetchAgain() async throws {
    let repository = CountingProductRepository()
    let clock = TestClock()
    let settings = CoreConfiguration.CacheSettings(timeToLive: .seconds(300))
    let cache = DPPScannedProductCache(
      store: InMemoryCacheStore(), products: repository, policy: CachePolicy(settings: settings), now: clock.provider)
    let id = DPPSamples.productID

    #expect(await Self.origins(cache.states(for: id)) == [nil, .network])
    clock.advance(by: .seconds(299))
    #expect(await Self.origins(cache.states(for: id)) == [.cache])
    clock.advance(by: .seconds(2))
    #expect(await Self.origins(cache.states(for: id)) == [.cache, .network])
    #expect(repository.calls == 2)
  }

  /// `DPPModule` builds the cache from `CoreConfiguration.cache`: under the development preset
  /// (a 60-second time to live) a second scan of the same product sends no request.
  @Test func theModuleHonoursTheConfiguredTimeToLive() async throws {
    let backend = DPPFakeBackend()
    try await backend.stubCatalogue()
    let cache = try Container.dppTesting(backend: backend).resolve(DPPScannedProductCache.self)
    #expect(await Self.origins(cache.states(for: DPPSamples.productID)) == [nil, .network])
    #expect(await Self.origins(cache.states(for: DPPSamples.productID)) == [.cache])
    #expect(await backend.transport.requests(.get, "/v1/products").count == 1)
  }

  /// The origin of each state with a value (`nil` for loading).
  private static func origins(_ states: AsyncStream<ResourceState<DPPProduct, AppError>>) async -> [DataOrigin?] {
    var origins: [DataOrigin?] = []
    for await state in states {
      switch state {
      case .success(_, let origin): origins.append(origin)
      case .loading: origins.append(nil)
      default: Issue.record("unexpected state \(state)")
      }
    }
    return origins
  }
}

/// A product catalogue that answers the sample product and counts the requests.
private final class CountingProductRepository: DPPProductRepository, @unchecked Sendable {
  private let lock = NSLock()  // guards `count`
  private var count = 0

  var calls: Int { lock.withLock { count } }

  func product(gtin: String, serial: String?) async throws -> DPPProduct {
    lock.withLock { count += 1 }
    return DPPSamples.product
  }

  func listProducts(pageSize: Int?, pageToken: String?) async throws -> TraceWisePaginatedResponse<DPPProduct> {
    throw AppError.notFound
  }

  func register(gtin: String, serial: String?, userId: String?) async throws -> TraceWiseRegisterResponse {
    throw AppError.notFound
  }

  func userProducts(userId: String, pageSize: Int?, pageToken: String?) async throws
    -> TraceWisePaginatedResponse<DPPProduct>
  {
    throw AppError.notFound
  }
}
