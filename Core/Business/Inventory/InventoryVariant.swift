import Foundation

/// One variant of a product (a T-shirt in size M), as a document line names it.
public struct InventoryVariant: Sendable, Hashable, Codable, Identifiable {
  /// The variant's id within its product.
  public var id: String
  /// A readable title (`M / Blue`).
  public var title: String
  /// Its own SKU, when it has one.
  public var sku: String?
  /// Its own sale price, when it differs from the product's.
  public var salePrice: Money?
  /// How many are in stock, in the product's base unit.
  public var onHand: Decimal

  /// Creates a variant.
  public init(id: String, title: String, sku: String? = nil, salePrice: Money? = nil, onHand: Decimal = 0) {
    self.id = id
    self.title = title
    self.sku = sku
    self.salePrice = salePrice
    self.onHand = onHand
  }
}
