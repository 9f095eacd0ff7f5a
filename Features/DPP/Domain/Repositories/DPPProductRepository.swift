/// The TraceWise product catalogue and registrations (`/v1/products…`).
///
/// Implementations throw `AppError`.
public protocol DPPProductRepository: Sendable {
  /// The product with `gtin` (and `serial`, for one unit).
  func product(gtin: String, serial: String?) async throws -> DPPProduct
  /// One page of the catalogue.
  func listProducts(pageSize: Int?, pageToken: String?) async throws -> TraceWisePaginatedResponse<DPPProduct>
  /// Registers the product to `userId` (the signed-in user when `nil`).
  func register(gtin: String, serial: String?, userId: String?) async throws -> TraceWiseRegisterResponse
  /// One page of the products registered to `userId`.
  func userProducts(userId: String, pageSize: Int?, pageToken: String?) async throws -> TraceWisePaginatedResponse<
    DPPProduct
  >
}
