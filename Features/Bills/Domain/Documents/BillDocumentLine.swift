/// One line of a ``BillDocument``: the ``BillLine`` the totals engine prices, and what people read.
public struct BillDocumentLine: Sendable, Hashable, Codable {
  /// The priced line; its `id` identifies the document line.
  public var line: BillLine
  /// What is sold: `"Basmati rice 5 kg"`.
  public var description: String
  /// The HSN code (goods) or SAC (services), if any.
  public var hsnOrSAC: String?
  /// The unit the quantity is in, as printed: `"kg"`, `"pcs"`. On a line for a stock-tracked product
  /// it is one of the product's own unit names (its base unit or an alternative, in any case), which
  /// stock is moved in; issuing refuses another with ``BillsRepositoryError/unknownUnit(line:unit:productID:)``.
  /// The e-invoice's unit quantity code (`KGS`, `NOS`) is given separately, in
  /// ``BillEInvoiceDetails/Item``.
  public var unit: String?
  /// The product's identifier in the product catalogue, if the line is for one (it may be a local id
  /// not yet synced).
  public var productID: String?

  /// A document line.
  public init(
    line: BillLine, description: String, hsnOrSAC: String? = nil, unit: String? = nil, productID: String? = nil
  ) {
    self.line = line
    self.description = description
    self.hsnOrSAC = hsnOrSAC
    self.unit = unit
    self.productID = productID
  }
}
