import Foundation
import SharedCore

/// What a user or a bill asks the ledger to record, before it is checked and split by batch.
public struct StockMovementRequest: Sendable, Hashable {
  /// What moves the stock.
  public var kind: StockMovement.Kind
  /// How much, in the product's base unit (positive).
  public var quantity: Decimal
  /// The variant, for products with variants.
  public var variantId: String?
  /// The batch; `nil` lets a stock-out draw first-expiry-first-out.
  public var batch: String?
  /// Serial numbers, one per unit, for serial-tracked products.
  public var serials: [String]
  /// Why (required for adjustments).
  public var reason: String?
  /// The document behind it.
  public var reference: String?
  /// When it happened.
  public var occurredAt: Date

  /// A request.
  public init(
    kind: StockMovement.Kind, quantity: Decimal, variantId: String? = nil, batch: String? = nil, serials: [String] = [],
    reason: String? = nil, reference: String? = nil, occurredAt: Date
  ) {
    self.kind = kind
    self.quantity = quantity
    self.variantId = variantId
    self.batch = batch
    self.serials = serials
    self.reason = reason
    self.reference = reference
    self.occurredAt = occurredAt
  }
}
