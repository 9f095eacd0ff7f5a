import SharedCore

/// What the product detail screen shows.
public struct ProductDetailState: Sendable, Equatable {
  /// The product's id.
  public let productId: String
  /// The product with its stock and sync status.
  public var product: ResourceState<ProductListItem, AppError> = .idle
  /// The inventory timeline, newest first.
  public var timeline: ResourceState<[StockTimelineEntry], AppError> = .idle

  /// The state for `productId`.
  public init(productId: String) {
    self.productId = productId
  }
}
