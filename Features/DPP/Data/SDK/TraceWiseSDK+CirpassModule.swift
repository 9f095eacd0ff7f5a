extension TraceWiseSDK {
  /// The SDK's CIRPASS passport calls (the TraceWise SDK's signatures).
  public final class CirpassModule: Sendable {
    private let repository: any DPPPassportRepository

    /// Creates the module over `repository`.
    public init(repository: any DPPPassportRepository) {
      self.repository = repository
    }

    /// The passport with `id`.
    public func getCirpassProduct(id: String) async throws(TraceWiseError) -> CirpassProduct {
      try await TraceWiseError.mapping { try await repository.cirpassProduct(id: id) }
    }

    /// Up to `limit` passports.
    public func listCirpassProducts(limit: Int? = nil) async throws(TraceWiseError) -> CirpassProductsResponse {
      try await TraceWiseError.mapping { try await repository.listCirpassProducts(limit: limit) }
    }
  }
}
