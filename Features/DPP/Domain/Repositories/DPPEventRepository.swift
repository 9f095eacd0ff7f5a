/// TraceWise lifecycle events (`/v1/events…`).
///
/// Implementations throw `AppError`.
public protocol DPPEventRepository: Sendable {
  /// Records `event`; `idempotencyKey`, when given, makes a replay return the first result.
  func add(_ event: LifecycleEvent, idempotencyKey: String?) async throws -> TraceWiseEventResponse
  /// One page of the product's event history, oldest first.
  func events(for id: DPPProductID, pageSize: Int?, pageToken: String?) async throws
    -> TraceWisePaginatedResponse<LifecycleEvent>
}
