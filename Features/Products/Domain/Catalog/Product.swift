import Foundation
import IndiaTax
import SharedCore

/// A product a shop buys, stocks and sells.
///
/// Prices are `Money` (never `Double`); quantities are `Decimal` in ``unit``'s base unit. A product
/// is synced as the `products` record type: its `Codable` form is the record's fields, with amounts
/// and quantities as exact strings. The id is not among them: the store keeps it, and replaces a
/// local id with the server's.
public struct Product: Sendable, Hashable, Codable, Identifiable {
  /// The record id (a local id until the server has acknowledged the product).
  public var id: String
  /// The name shown on bills and in search (required).
  public var name: String
  /// The shop's stock-keeping unit, unique among products.
  public var sku: String?
  /// Barcodes, each unique among products; GTINs are kept normalised.
  public var barcodes: [ProductBarcode]
  /// HSN (goods) or SAC (services) code for GST invoices.
  public var taxCode: HSNCode?
  /// A category for filtering and bulk price changes.
  public var category: String?
  /// Free text.
  public var details: String?
  /// The base unit and its alternatives.
  public var unit: ProductUnit
  /// The selling price per base unit.
  public var salePrice: Money?
  /// The buying price per base unit.
  public var purchasePrice: Money?
  /// Whether ``salePrice`` and ``purchasePrice`` include GST.
  public var pricesIncludeTax: Bool
  /// The maximum retail price printed on the pack.
  public var mrp: Money?
  /// The GST rate.
  public var gstRate: GSTRate?
  /// The compensation cess, in percent of the taxable value.
  public var cessPercent: Decimal?
  /// Whether stock is counted: services and made-to-order goods are not.
  public var tracksStock: Bool
  /// Whether stock comes in batches with expiry dates (sold first-expiry-first-out).
  public var tracksBatches: Bool
  /// Whether each unit carries a serial number.
  public var tracksSerials: Bool
  /// On-hand stock at or below which a low-stock alert is raised.
  public var lowStockThreshold: Decimal?
  /// Values of the business's custom fields, by ``ProductCustomField/key``.
  public var customFields: [String: ProductCustomValue]
  /// Image locations.
  public var imageURLs: [URL]
  /// Variants (size × colour …), each with its own SKU, barcode, price and stock.
  public var variants: [ProductVariant]
  /// Batches received, with their dates; their quantities come from the stock ledger.
  public var batches: [ProductBatch]
  /// Archived products stay on past bills but leave the catalog and search by default.
  public var isArchived: Bool

  /// A product; everything but the id, name and unit is optional.
  public init(
    id: String, name: String, sku: String? = nil, barcodes: [ProductBarcode] = [], taxCode: HSNCode? = nil,
    category: String? = nil, details: String? = nil, unit: ProductUnit, salePrice: Money? = nil,
    purchasePrice: Money? = nil, pricesIncludeTax: Bool = false, mrp: Money? = nil, gstRate: GSTRate? = nil,
    cessPercent: Decimal? = nil, tracksStock: Bool = true, tracksBatches: Bool = false, tracksSerials: Bool = false,
    lowStockThreshold: Decimal? = nil, customFields: [String: ProductCustomValue] = [:], imageURLs: [URL] = [],
    variants: [ProductVariant] = [], batches: [ProductBatch] = [], isArchived: Bool = false
  ) {
    self.id = id
    self.name = name
    self.sku = sku
    self.barcodes = barcodes
    self.taxCode = taxCode
    self.category = category
    self.details = details
    self.unit = unit
    self.salePrice = salePrice
    self.purchasePrice = purchasePrice
    self.pricesIncludeTax = pricesIncludeTax
    self.mrp = mrp
    self.gstRate = gstRate
    self.cessPercent = cessPercent
    self.tracksStock = tracksStock
    self.tracksBatches = tracksBatches
    self.tracksSerials = tracksSerials
    self.lowStockThreshold = lowStockThreshold
    self.customFields = customFields
    self.imageURLs = imageURLs
    self.variants = variants
    self.batches = batches
    self.isArchived = isArchived
  }

  /// The product's and its variants' barcodes.
  public var allBarcodes: [ProductBarcode] { barcodes + variants.compactMap(\.barcode) }

  /// The product's and its variants' SKUs.
  public var allSKUs: [String] { ([sku] + variants.map(\.sku)).compactMap { $0 } }

  /// The batch numbered `number`, if any.
  public func batch(_ number: String) -> ProductBatch? { batches.first { $0.number == number } }

  private enum CodingKeys: String, CodingKey {
    case name, sku, barcodes, taxCode, category, details, unit, salePrice, purchasePrice, pricesIncludeTax, mrp
    case gstRate, cessPercent, tracksStock, tracksBatches, tracksSerials, lowStockThreshold, customFields, imageURLs
    case variants, batches, isArchived
  }

  /// Decodes the record's fields; the id is empty until the store sets it.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: "", name: try c.decode(String.self, forKey: .name), sku: try c.decodeIfPresent(String.self, forKey: .sku),
      barcodes: try c.decodeIfPresent([ProductBarcode].self, forKey: .barcodes) ?? [],
      taxCode: try c.decodeIfPresent(HSNCode.self, forKey: .taxCode),
      category: try c.decodeIfPresent(String.self, forKey: .category),
      details: try c.decodeIfPresent(String.self, forKey: .details),
      unit: try c.decode(ProductUnit.self, forKey: .unit),
      salePrice: try c.decodeIfPresent(Money.self, forKey: .salePrice),
      purchasePrice: try c.decodeIfPresent(Money.self, forKey: .purchasePrice),
      pricesIncludeTax: try c.decodeIfPresent(Bool.self, forKey: .pricesIncludeTax) ?? false,
      mrp: try c.decodeIfPresent(Money.self, forKey: .mrp),
      gstRate: try c.decodeIfPresent(GSTRate.self, forKey: .gstRate),
      cessPercent: try c.decodeExactDecimalIfPresent(forKey: .cessPercent),
      tracksStock: try c.decodeIfPresent(Bool.self, forKey: .tracksStock) ?? true,
      tracksBatches: try c.decodeIfPresent(Bool.self, forKey: .tracksBatches) ?? false,
      tracksSerials: try c.decodeIfPresent(Bool.self, forKey: .tracksSerials) ?? false,
      lowStockThreshold: try c.decodeExactDecimalIfPresent(forKey: .lowStockThreshold),
      customFields: try c.decodeIfPresent([String: ProductCustomValue].self, forKey: .customFields) ?? [:],
      imageURLs: try c.decodeIfPresent([URL].self, forKey: .imageURLs) ?? [],
      variants: try c.decodeIfPresent([ProductVariant].self, forKey: .variants) ?? [],
      batches: try c.decodeIfPresent([ProductBatch].self, forKey: .batches) ?? [],
      isArchived: try c.decodeIfPresent(Bool.self, forKey: .isArchived) ?? false)
  }

  /// Encodes the record's fields (everything but the id).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encodeIfPresent(sku, forKey: .sku)
    try c.encode(barcodes, forKey: .barcodes)
    try c.encodeIfPresent(taxCode, forKey: .taxCode)
    try c.encodeIfPresent(category, forKey: .category)
    try c.encodeIfPresent(details, forKey: .details)
    try c.encode(unit, forKey: .unit)
    try c.encodeIfPresent(salePrice, forKey: .salePrice)
    try c.encodeIfPresent(purchasePrice, forKey: .purchasePrice)
    try c.encode(pricesIncludeTax, forKey: .pricesIncludeTax)
    try c.encodeIfPresent(mrp, forKey: .mrp)
    try c.encodeIfPresent(gstRate, forKey: .gstRate)
    try c.encodeExactDecimalIfPresent(cessPercent, forKey: .cessPercent)
    try c.encode(tracksStock, forKey: .tracksStock)
    try c.encode(tracksBatches, forKey: .tracksBatches)
    try c.encode(tracksSerials, forKey: .tracksSerials)
    try c.encodeExactDecimalIfPresent(lowStockThreshold, forKey: .lowStockThreshold)
    try c.encode(customFields, forKey: .customFields)
    try c.encode(imageURLs, forKey: .imageURLs)
    try c.encode(variants, forKey: .variants)
    try c.encode(batches, forKey: .batches)
    try c.encode(isArchived, forKey: .isArchived)
  }
}
