/// Registers a product to a user (`POST /v1/products/register`).
public struct RegisterProduct: Sendable {
  private let products: any ProductRepository

  /// Creates the use case.
  public init(products: any ProductRepository) {
    self.products = products
  }

  /// Registers `id` to `userId` (the signed-in user when `nil`).
  /// - Returns: `registered`, or `already_registered` when the user already owns it.
  /// - Throws: `AppError`: `.conflict` when another user owns it, `.notFound`, `.unauthorized`.
  public func callAsFunction(_ id: ProductID, userId: String?) async throws -> RegisterResponse {
    try await products.register(gtin: id.gtin, serial: id.serial, userId: userId)
  }
}
