import SharedCore

/// A batch (lot) of a product as received: its number, dates and printed MRP. How much of it is on
/// hand is the stock ledger's to say.
public struct ProductBatch: Sendable, Hashable, Codable {
  /// The batch or lot number, unique within the product.
  public var number: String
  /// When it was made.
  public var manufacturedOn: CalendarDate?
  /// When it expires; batches without one are sold after those with one.
  public var expiresOn: CalendarDate?
  /// The maximum retail price printed on this batch's packs, when it differs by batch.
  public var mrp: Money?

  /// A batch.
  public init(number: String, manufacturedOn: CalendarDate? = nil, expiresOn: CalendarDate? = nil, mrp: Money? = nil) {
    self.number = number
    self.manufacturedOn = manufacturedOn
    self.expiresOn = expiresOn
    self.mrp = mrp
  }
}
