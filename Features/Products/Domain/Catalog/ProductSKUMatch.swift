/// A product found by an exact SKU (``ProductCatalog/lookup(sku:)``), and which of its variants
/// carries that SKU.
public struct ProductSKUMatch: Sendable, Hashable {
  /// The product, with its stock and sync status.
  public let item: ProductListItem
  /// The variant whose SKU matched; `nil` when it is the product's own SKU.
  public let variant: ProductVariant?

  /// A match.
  public init(item: ProductListItem, variant: ProductVariant?) {
    self.item = item
    self.variant = variant
  }

  /// The match of `key` (a ``ProductUniqueness/key(_:)``) in `item`: its own SKU, else the first
  /// variant with it; `nil` when neither has it.
  init?(_ item: ProductListItem, key: String) {
    if let sku = item.product.sku, ProductUniqueness.key(sku) == key {
      self.init(item: item, variant: nil)
      return
    }
    guard let variant = item.product.variants.first(where: { $0.sku.map(ProductUniqueness.key) == key }) else {
      return nil
    }
    self.init(item: item, variant: variant)
  }
}
