import Foundation

/// What the stock adjustment screen sends its ``StockAdjustmentViewModel``.
public enum StockAdjustmentEvent: Sendable, Hashable {
  /// Record a movement (a stock-out without a batch is split first-expiry-first-out).
  case record(StockMovementRequest)
}
