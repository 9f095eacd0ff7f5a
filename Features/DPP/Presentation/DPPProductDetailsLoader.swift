import SharedCore

/// Loads ``DPPProductDetails`` for view models: product (cache then network), passport (a missing one
/// is `.empty`) and pages of events.
public struct DPPProductDetailsLoader: Sendable {
  private let cache: DPPScannedProductCache
  private let resolver: any DigitalLinkResolving
  private let events: any DPPEventRepository
  private let pageSize: Int

  /// Creates the loader.
  public init(
    cache: DPPScannedProductCache,
    resolver: any DigitalLinkResolving,
    events: any DPPEventRepository,
    pageSize: Int = 20
  ) {
    self.cache = cache
    self.resolver = resolver
    self.events = events
    self.pageSize = pageSize
  }

  /// The product's states: cached first when known, then the network's.
  public func product(_ id: DPPProductID) -> AsyncStream<ResourceState<DPPProduct, AppError>> {
    cache.states(for: id)
  }

  /// The passport's final state: `.success`, `.empty` for `AppError/notFound`, else `.failed`.
  public func passport(_ id: DPPProductID) -> AsyncStream<ResourceState<ProductPassport, AppError>> {
    AsyncStream { continuation in
      let task = Task { [resolver] in
        do {
          continuation.yield(.success(try await resolver.passport(gtin: id.gtin, serial: id.serial)))
        } catch {
          let appError = AppError(error)
          if appError == .notFound {
            continuation.yield(.empty)
          } else if appError != .cancelled {
            continuation.yield(.failed(appError, previous: nil))
          }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// One page of events.
  public func events(_ id: DPPProductID, pageToken: String?) async throws -> TraceWisePaginatedResponse<LifecycleEvent>
  {
    try await events.events(for: id, pageSize: pageSize, pageToken: pageToken)
  }
}
