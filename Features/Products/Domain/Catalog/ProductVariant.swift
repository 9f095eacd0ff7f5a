import SharedCore

/// One variant of a product (Red / M): its option values and its own SKU, barcode and price.
/// Its stock is the ledger's movements that name it.
public struct ProductVariant: Sendable, Hashable, Codable, Identifiable {
  /// Unique within the product.
  public var id: String
  /// One value per option: `["Colour": "Red", "Size": "M"]`.
  public var options: [String: String]
  /// Its own SKU, unique among products and variants.
  public var sku: String?
  /// Its own barcode.
  public var barcode: ProductBarcode?
  /// Its own price, or the product's when `nil`.
  public var salePrice: Money?

  /// A variant.
  public init(
    id: String, options: [String: String], sku: String? = nil, barcode: ProductBarcode? = nil, salePrice: Money? = nil
  ) {
    self.id = id
    self.options = options
    self.sku = sku
    self.barcode = barcode
    self.salePrice = salePrice
  }

  /// `"Red / M"`, in the order the options are given.
  public func title(optionOrder: [String]) -> String {
    optionOrder.compactMap { options[$0] }.joined(separator: " / ")
  }
}
