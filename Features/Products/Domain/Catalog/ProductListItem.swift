import Foundation

/// A product as a list or search result shows it: the product, its stock and its sync status.
public struct ProductListItem: Sendable, Hashable, Identifiable {
  /// The product.
  public let product: Product
  /// Stock on hand, the sum of its movements.
  public let onHand: Decimal
  /// Whether stock is at or below the threshold.
  public let isLowStock: Bool
  /// Where it stands with the server.
  public let status: ProductSyncStatus

  /// The product's id.
  public var id: String { product.id }

  /// An item.
  public init(product: Product, onHand: Decimal, isLowStock: Bool, status: ProductSyncStatus) {
    self.product = product
    self.onHand = onHand
    self.isLowStock = isLowStock
    self.status = status
  }
}
