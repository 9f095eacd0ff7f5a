extension TraceWiseSDK {
  /// The SDK's product calls (the TraceWise SDK's signatures).
  public final class ProductsModule: Sendable {
    private let repository: any DPPProductRepository

    /// Creates the module over `repository`.
    public init(repository: any DPPProductRepository) {
      self.repository = repository
    }

    /// The product with `gtin` (and `serial`).
    public func getProduct(gtin: String, serial: String? = nil) async throws(TraceWiseError) -> DPPProduct {
      try await TraceWiseError.mapping { try await repository.product(gtin: gtin, serial: serial) }
    }

    /// Registers `product` to `userId`.
    public func registerProduct(userId: String, product: DPPProduct) async throws(TraceWiseError) {
      _ = try await TraceWiseError.mapping {
        try await repository.register(gtin: product.gtin, serial: product.serial, userId: userId)
      }
    }

    /// One page of the catalogue.
    public func listProducts(pageSize: Int? = nil, pageToken: String? = nil) async throws(TraceWiseError)
      -> TraceWisePaginatedResponse<DPPProduct>
    {
      try await TraceWiseError.mapping { try await repository.listProducts(pageSize: pageSize, pageToken: pageToken) }
    }

    /// One page of the products registered to `userId`.
    public func getUserProducts(userId: String, pageSize: Int? = nil, pageToken: String? = nil)
      async throws(TraceWiseError) -> TraceWisePaginatedResponse<DPPProduct>
    {
      try await TraceWiseError.mapping {
        try await repository.userProducts(userId: userId, pageSize: pageSize, pageToken: pageToken)
      }
    }
  }
}
