import Foundation
import SharedCore

/// Something about stock that needs the shopkeeper's attention.
public enum StockAlert: Sendable, Hashable {
  /// On-hand stock is at or below the product's threshold.
  case lowStock(productId: String, onHand: Decimal, threshold: Decimal)
  /// A batch in stock expires within the configured window (`daysLeft` may be 0: today).
  case nearExpiry(productId: String, batch: String, expiresOn: CalendarDate, daysLeft: Int, onHand: Decimal)
  /// A batch in stock has expired.
  case expired(productId: String, batch: String, expiresOn: CalendarDate, onHand: Decimal)

  /// The product the alert is about.
  public var productId: String {
    switch self {
    case .lowStock(let id, _, _), .nearExpiry(let id, _, _, _, _), .expired(let id, _, _, _): id
    }
  }
}
