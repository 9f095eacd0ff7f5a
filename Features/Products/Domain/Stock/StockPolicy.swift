import SharedCore

/// The business's stock rules.
public struct StockPolicy: Sendable, Hashable, Codable {
  /// Whether a stock-out may take stock below zero (sell now, record the purchase later).
  public var allowsNegativeStock: Bool

  /// The rules; negative stock is refused unless allowed.
  public init(allowsNegativeStock: Bool = false) {
    self.allowsNegativeStock = allowsNegativeStock
  }
}
