import Foundation
import SharedCore

/// One immutable entry of the stock ledger. Stock on hand is never stored: it is the sum of the
/// movements, so two devices selling the same item offline both count once they sync.
///
/// Synced as the append-only `stockMovements` record type: movements are created, never changed or
/// deleted; a mistake is corrected by another movement.
public struct StockMovement: Sendable, Hashable, Codable, Identifiable {
  /// What moved the stock, and so which way.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Stock counted when tracking starts.
    case opening
    /// Bought from a supplier.
    case purchase
    /// Sold.
    case sale
    /// Counted more than expected (found, corrected).
    case adjustmentIn
    /// Counted less than expected (damaged, lost, expired).
    case adjustmentOut
    /// Received from another location.
    case transferIn
    /// Sent to another location.
    case transferOut
    /// Returned by a customer.
    case saleReturn
    /// Returned to a supplier.
    case purchaseReturn

    /// Whether the movement adds stock.
    public var isInbound: Bool {
      switch self {
      case .opening, .purchase, .adjustmentIn, .transferIn, .saleReturn: true
      case .sale, .adjustmentOut, .transferOut, .purchaseReturn: false
      }
    }
  }

  /// The record id.
  public var id: String
  /// The product moved.
  public var productId: String
  /// The variant moved, for products with variants.
  public var variantId: String?
  /// What moved it.
  public var kind: Kind
  /// How much, in the product's base unit, always positive: ``kind`` gives the direction.
  public var quantity: Decimal
  /// The batch, for batch-tracked products.
  public var batch: String?
  /// The serial numbers moved, for serial-tracked products (as many as ``quantity``).
  public var serials: [String]
  /// Why (required for adjustments: "damaged", "count").
  public var reason: String?
  /// The document behind it (a bill or purchase number).
  public var reference: String?
  /// When it happened.
  public var occurredAt: Date

  /// A movement.
  public init(
    id: String, productId: String, variantId: String? = nil, kind: Kind, quantity: Decimal, batch: String? = nil,
    serials: [String] = [], reason: String? = nil, reference: String? = nil, occurredAt: Date
  ) {
    self.id = id
    self.productId = productId
    self.variantId = variantId
    self.kind = kind
    self.quantity = quantity
    self.batch = batch
    self.serials = serials
    self.reason = reason
    self.reference = reference
    self.occurredAt = occurredAt
  }

  /// The signed change to stock on hand: `+quantity` inbound, `-quantity` outbound.
  public var delta: Decimal { kind.isInbound ? quantity : -quantity }
}
