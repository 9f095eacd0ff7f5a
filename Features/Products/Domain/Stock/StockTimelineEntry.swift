import Foundation

/// One line of a product's inventory timeline: a movement and the stock on hand after it.
public struct StockTimelineEntry: Sendable, Hashable, Identifiable {
  /// The movement.
  public let movement: StockMovement
  /// Stock on hand once it was recorded.
  public let balanceAfter: Decimal

  /// The movement's id.
  public var id: String { movement.id }

  /// An entry.
  public init(movement: StockMovement, balanceAfter: Decimal) {
    self.movement = movement
    self.balanceAfter = balanceAfter
  }
}
