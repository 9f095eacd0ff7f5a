import SharedCore

/// ``DPPPassportRepository`` over the TraceWise CIRPASS simulation.
public struct TraceWisePassportRepository: DPPPassportRepository {
  private let client: APIClient

  /// Creates the repository over a client configured for TraceWise (see ``TraceWiseClientFactory``).
  public init(client: APIClient) {
    self.client = client
  }

  /// `GET /v1/cirpass-sim/product/{id}`.
  public func cirpassProduct(id: String) async throws -> CirpassProduct {
    try await client.send(TraceWiseEndpoints.cirpassProduct(id: id))
  }

  /// `GET /v1/cirpass-sim/products`.
  public func listCirpassProducts(limit: Int?) async throws -> CirpassProductsResponse {
    try await client.send(TraceWiseEndpoints.cirpassProducts(limit: limit))
  }
}
