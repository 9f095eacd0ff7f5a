import Foundation

/// The part of a document line that comes from, or goes into, one batch.
public struct StockPostingBatch: Sendable, Hashable, Codable {
  /// The batch number.
  public var number: String
  /// How many, in the product's base unit.
  public var quantity: Decimal
  /// For stock coming in: the day the batch was made, when known.
  public var manufacturedOn: CalendarDate?
  /// For stock coming in: the batch's expiry, when it expires.
  public var expiresOn: CalendarDate?
  /// For stock coming in: the MRP printed on the batch.
  public var mrp: Money?

  /// Creates a batch share.
  public init(
    number: String, quantity: Decimal, manufacturedOn: CalendarDate? = nil, expiresOn: CalendarDate? = nil,
    mrp: Money? = nil
  ) {
    self.number = number
    self.quantity = quantity
    self.manufacturedOn = manufacturedOn
    self.expiresOn = expiresOn
    self.mrp = mrp
  }
}
