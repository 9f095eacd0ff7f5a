import Foundation
import ProductsFeature
import SharedCore

extension ShopTestbed {
  /// One line of a sale (``ShopTestbed/sell(_:to:)``): how much of which product, and of which
  /// variant, batches and serials.
  public struct Item: Sendable {
    /// The product sold.
    public var product: ProductListItem
    /// How many, in the product's base unit.
    public var quantity: Decimal
    /// The variant's id, for a product with variants.
    public var variant: String?
    /// The batches the goods come from; empty for the first-expiring ones.
    public var batches: [StockPostingBatch]
    /// The serial numbers sold, one per unit, for a product tracking serials.
    public var serials: [String]

    /// `quantity` of `product` (its variant `variant`), from `batches` with `serials`.
    public init(
      _ product: ProductListItem, _ quantity: Decimal, variant: String? = nil, batches: [StockPostingBatch] = [],
      serials: [String] = []
    ) {
      self.product = product
      self.quantity = quantity
      self.variant = variant
      self.batches = batches
      self.serials = serials
    }
  }
}
