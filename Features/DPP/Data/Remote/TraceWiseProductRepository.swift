import SharedCore

/// ``DPPProductRepository`` over the TraceWise API.
public struct TraceWiseProductRepository: DPPProductRepository {
  private let client: APIClient

  /// Creates the repository over a client configured for TraceWise (see ``TraceWiseClientFactory``).
  public init(client: APIClient) {
    self.client = client
  }

  /// `GET /v1/products`.
  public func product(gtin: String, serial: String?) async throws -> DPPProduct {
    try await client.send(TraceWiseEndpoints.product(gtin: gtin, serial: serial))
  }

  /// `GET /v1/products/list`.
  public func listProducts(pageSize: Int?, pageToken: String?) async throws -> TraceWisePaginatedResponse<DPPProduct> {
    try await client.send(TraceWiseEndpoints.listProducts(pageSize: pageSize, pageToken: pageToken))
  }

  /// `POST /v1/products/register`.
  public func register(gtin: String, serial: String?, userId: String?) async throws -> TraceWiseRegisterResponse {
    try await client.send(TraceWiseEndpoints.register(gtin: gtin, serial: serial, userId: userId))
  }

  /// `GET /v1/products/users/{userId}`.
  public func userProducts(userId: String, pageSize: Int?, pageToken: String?) async throws
    -> TraceWisePaginatedResponse<DPPProduct>
  {
    try await client.send(TraceWiseEndpoints.userProducts(userId: userId, pageSize: pageSize, pageToken: pageToken))
  }
}
