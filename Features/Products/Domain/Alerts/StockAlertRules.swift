import Foundation
import SharedCore

/// Which stock levels and expiry dates raise a ``StockAlert``.
public struct StockAlertRules: Sendable, Hashable, Codable {
  /// Batches expiring within this many days raise a near-expiry alert.
  public var nearExpiryDays: Int

  /// The rules; 30 days' notice of expiry by default.
  public init(nearExpiryDays: Int = 30) {
    self.nearExpiryDays = nearExpiryDays
  }

  /// The alerts for one product's ledger on `today`: low stock (when the product has a threshold),
  /// then each batch in stock that is expired or near expiry, earliest first. Archived products and
  /// products that do not track stock raise none.
  public func alerts(for ledger: StockLedger, today: CalendarDate) -> [StockAlert] {
    let product = ledger.product
    guard product.tracksStock, !product.isArchived else { return [] }
    var alerts: [StockAlert] = []
    let onHand = ledger.onHand()
    if let threshold = product.lowStockThreshold, onHand <= threshold {
      alerts.append(.lowStock(productId: product.id, onHand: onHand, threshold: threshold))
    }
    let stock = ledger.onHandByBatch()
    let dated = product.batches.compactMap { batch -> (ProductBatch, CalendarDate, Decimal)? in
      guard let expiry = batch.expiresOn, let quantity = stock[batch.number], quantity > 0 else { return nil }
      return (batch, expiry, quantity)
    }
    for (batch, expiry, quantity) in dated.sorted(by: { $0.1 < $1.1 }) {
      let daysLeft = today.days(until: expiry)
      if daysLeft < 0 {
        alerts.append(.expired(productId: product.id, batch: batch.number, expiresOn: expiry, onHand: quantity))
      } else if daysLeft <= nearExpiryDays {
        alerts.append(
          .nearExpiry(
            productId: product.id, batch: batch.number, expiresOn: expiry, daysLeft: daysLeft, onHand: quantity))
      }
    }
    return alerts
  }
}
