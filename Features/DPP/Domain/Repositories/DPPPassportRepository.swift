/// CIRPASS product passports (`/v1/cirpass-sim/…`).
///
/// Implementations throw `AppError`.
public protocol DPPPassportRepository: Sendable {
  /// The passport with `id` (`cirpass-001`).
  func cirpassProduct(id: String) async throws -> CirpassProduct
  /// Up to `limit` passports.
  func listCirpassProducts(limit: Int?) async throws -> CirpassProductsResponse
}
