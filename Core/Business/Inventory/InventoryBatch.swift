import Foundation

/// A batch (lot) of a product: what a pharmacy or grocer sells by expiry.
public struct InventoryBatch: Sendable, Hashable, Codable {
  /// The batch number printed on the pack.
  public var number: String
  /// The day it was made, when known.
  public var manufacturedOn: CalendarDate?
  /// The last day it may be sold, when it expires.
  public var expiresOn: CalendarDate?
  /// The maximum retail price printed on the pack, when it has one.
  public var mrp: Money?
  /// How many are in stock, in the product's base unit (0 for a batch only being created).
  public var onHand: Decimal

  /// Creates a batch.
  public init(
    number: String, manufacturedOn: CalendarDate? = nil, expiresOn: CalendarDate? = nil, mrp: Money? = nil,
    onHand: Decimal = 0
  ) {
    self.number = number
    self.manufacturedOn = manufacturedOn
    self.expiresOn = expiresOn
    self.mrp = mrp
    self.onHand = onHand
  }
}
