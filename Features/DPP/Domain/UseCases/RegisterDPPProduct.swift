/// Registers a product to a user (`POST /v1/products/register`).
public struct RegisterDPPProduct: Sendable {
  private let products: any DPPProductRepository

  /// Creates the use case.
  public init(products: any DPPProductRepository) {
    self.products = products
  }

  /// Registers `id` to `userId` (the signed-in user when `nil`).
  /// - Returns: `registered`, or `already_registered` when the user already owns it.
  /// - Throws: `AppError`: `.conflict` when another user owns it, `.notFound`, `.unauthorized`.
  public func callAsFunction(_ id: DPPProductID, userId: String?) async throws -> TraceWiseRegisterResponse {
    try await products.register(gtin: id.gtin, serial: id.serial, userId: userId)
  }
}
