import SharedCore

/// ``DPPEventRepository`` over the TraceWise API.
public struct TraceWiseEventRepository: DPPEventRepository {
  private let client: APIClient

  /// Creates the repository over a client configured for TraceWise (see ``TraceWiseClientFactory``).
  public init(client: APIClient) {
    self.client = client
  }

  /// `POST /v1/events`, with `Idempotency-Key` when given.
  public func add(_ event: LifecycleEvent, idempotencyKey: String?) async throws -> TraceWiseEventResponse {
    try await client.send(TraceWiseEndpoints.addEvent(event, idempotencyKey: idempotencyKey))
  }

  /// `GET /v1/events/{gtin}:{serial}`.
  public func events(for id: DPPProductID, pageSize: Int?, pageToken: String?) async throws
    -> TraceWisePaginatedResponse<LifecycleEvent>
  {
    try await client.send(TraceWiseEndpoints.events(for: id, limit: pageSize, pageToken: pageToken))
  }
}
