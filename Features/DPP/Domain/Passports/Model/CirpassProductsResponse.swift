/// A page of CIRPASS passports (`/v1/cirpass-sim/products`).
public struct CirpassProductsResponse: Codable, Sendable, Hashable {
  /// The passports.
  public let products: [CirpassProduct]

  /// Creates a page.
  public init(products: [CirpassProduct]) {
    self.products = products
  }
}
