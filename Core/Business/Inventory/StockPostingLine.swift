import Foundation

/// One document line's stock: which product (and variant), how many, from or into which batches, with
/// which serial numbers.
public struct StockPostingLine: Sendable, Hashable, Codable {
  /// The document line it comes from (errors and batch picks name it).
  public var lineID: String
  /// The product.
  public var productID: String
  /// The variant, for a product with variants.
  public var variantID: String?
  /// How many, in ``unit``.
  public var quantity: Decimal
  /// The unit of ``quantity``; `nil` is the product's base unit.
  public var unit: String?
  /// The batches it draws from or brings in, quantities in the base unit. Empty lets stock going out
  /// of a batch-tracked product be drawn first-expiry-first-out; stock coming in must name its batch.
  public var batches: [StockPostingBatch]
  /// The serial numbers, one per unit, for a serial-tracked product.
  public var serials: [String]

  /// Creates a line.
  public init(
    lineID: String, productID: String, variantID: String? = nil, quantity: Decimal, unit: String? = nil,
    batches: [StockPostingBatch] = [], serials: [String] = []
  ) {
    self.lineID = lineID
    self.productID = productID
    self.variantID = variantID
    self.quantity = quantity
    self.unit = unit
    self.batches = batches
    self.serials = serials
  }
}
