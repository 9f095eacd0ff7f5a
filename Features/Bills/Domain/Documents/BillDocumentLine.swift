import SharedCore

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
  /// The product's variant (a T-shirt in size M), for a product with variants.
  public var variantID: String?
  /// The batches the line's stock comes from (a sale) or arrives in (a purchase: number, expiry, MRP),
  /// quantities in the product's base unit. A sale of a batch-tracked product may leave them empty:
  /// issuing picks them first-expiry-first-out and writes them here, so the invoice shows them and a
  /// return takes back the same batches.
  public var batches: [StockPostingBatch]
  /// The serial numbers sold or bought, one per unit, for a serial-tracked product.
  public var serials: [String]
  /// On a credit note: the original document's line whose goods come back. Such a line returns its
  /// quantity (and batches and serial numbers) to stock; a line without it adjusts value only.
  public var originalLineID: String?
  /// The product's custom field values as printed, by field id (`CompanyProductField.id`), copied
  /// from the product when the line was made: what a printed field column shows, even after the
  /// product changes.
  public var productFields: [String: String]

  /// A document line.
  public init(
    line: BillLine, description: String, hsnOrSAC: String? = nil, unit: String? = nil, productID: String? = nil,
    variantID: String? = nil, batches: [StockPostingBatch] = [], serials: [String] = [], originalLineID: String? = nil,
    productFields: [String: String] = [:]
  ) {
    self.line = line
    self.description = description
    self.hsnOrSAC = hsnOrSAC
    self.unit = unit
    self.productID = productID
    self.variantID = variantID
    self.batches = batches
    self.serials = serials
    self.originalLineID = originalLineID
    self.productFields = productFields
  }

  private enum CodingKeys: String, CodingKey {
    case line, description, hsnOrSAC, unit, productID, variantID, batches, serials, originalLineID, productFields
  }

  /// Decodes a line; lines stored before variants, batches, serial numbers and product fields read
  /// with none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    line = try container.decode(BillLine.self, forKey: .line)
    description = try container.decode(String.self, forKey: .description)
    hsnOrSAC = try container.decodeIfPresent(String.self, forKey: .hsnOrSAC)
    unit = try container.decodeIfPresent(String.self, forKey: .unit)
    productID = try container.decodeIfPresent(String.self, forKey: .productID)
    variantID = try container.decodeIfPresent(String.self, forKey: .variantID)
    batches = try container.decodeIfPresent([StockPostingBatch].self, forKey: .batches) ?? []
    serials = try container.decodeIfPresent([String].self, forKey: .serials) ?? []
    originalLineID = try container.decodeIfPresent(String.self, forKey: .originalLineID)
    productFields = try container.decodeIfPresent([String: String].self, forKey: .productFields) ?? [:]
  }

  /// Encodes the line, leaving out what it does not have.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(line, forKey: .line)
    try container.encode(description, forKey: .description)
    try container.encodeIfPresent(hsnOrSAC, forKey: .hsnOrSAC)
    try container.encodeIfPresent(unit, forKey: .unit)
    try container.encodeIfPresent(productID, forKey: .productID)
    try container.encodeIfPresent(variantID, forKey: .variantID)
    if !batches.isEmpty { try container.encode(batches, forKey: .batches) }
    if !serials.isEmpty { try container.encode(serials, forKey: .serials) }
    try container.encodeIfPresent(originalLineID, forKey: .originalLineID)
    if !productFields.isEmpty { try container.encode(productFields, forKey: .productFields) }
  }
}
