import Foundation

/// Stock coming in or going out, as the stock summary and its valuation see it.
public struct ReportingStockMovement: Sendable, Hashable, Codable, Identifiable {
  /// The movement's id.
  public var id: String
  /// The product moved.
  public var productID: String
  /// When it moved.
  public var date: CalendarDate
  /// The signed change to stock on hand, in the product's unit: positive in, negative out.
  public var quantity: Decimal
  /// What one unit cost, for stock coming in at a known cost (a purchase).
  public var unitCost: Money?
  /// Why it moved (`"purchase"`, `"sale"`, `"adjustmentOut"`).
  public var reason: String
  /// The posting reference of the document behind it, when a document moved it (see
  /// ``ReportingDocument/postingReference``).
  public var reference: String?

  /// A movement.
  public init(
    id: String, productID: String, date: CalendarDate, quantity: Decimal, unitCost: Money? = nil, reason: String,
    reference: String? = nil
  ) {
    self.id = id
    self.productID = productID
    self.date = date
    self.quantity = quantity
    self.unitCost = unitCost
    self.reason = reason
    self.reference = reference
  }
}
