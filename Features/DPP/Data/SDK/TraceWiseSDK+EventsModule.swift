import Foundation

extension TraceWiseSDK {
  /// The SDK's lifecycle-event calls (the TraceWise SDK's signatures).
  ///
  /// Differences from the original TraceWise SDK: each ``addLifecycleEvent(event:)`` call carries a fresh
  /// `Idempotency-Key`, so the pipeline's retries cannot record it twice; ``getProductEvents(id:limit:pageToken:)``
  /// validates the id (`gtin` or `gtin:serial`) and throws ``TraceWiseError/invalidProductID(_:)``.
  public final class EventsModule: Sendable {
    private let repository: any DPPEventRepository

    /// Creates the module over `repository`.
    public init(repository: any DPPEventRepository) {
      self.repository = repository
    }

    /// Records `event`.
    public func addLifecycleEvent(event: LifecycleEvent) async throws(TraceWiseError) {
      _ = try await TraceWiseError.mapping {
        try await repository.add(event, idempotencyKey: UUID().uuidString.lowercased())
      }
    }

    /// The events of product `id` (`gtin:serial` or `gtin`), at most `limit` from `pageToken`.
    public func getProductEvents(id: String, limit: Int? = nil, pageToken: String? = nil)
      async throws(TraceWiseError) -> [LifecycleEvent]
    {
      try await TraceWiseError.mapping {
        let productID = try DPPProductID(parsing: id)
        return try await repository.events(for: productID, pageSize: limit, pageToken: pageToken).items
      }
    }
  }
}
