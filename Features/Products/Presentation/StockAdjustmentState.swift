import SharedCore

/// What the stock adjustment screen shows.
public struct StockAdjustmentState: Sendable, Equatable {
  /// The product.
  public let productId: String
  /// The movements last recorded (one per batch drawn from).
  public var recorded: ResourceState<[StockMovement], AppError> = .idle

  /// The state for `productId`.
  public init(productId: String) {
    self.productId = productId
  }
}
