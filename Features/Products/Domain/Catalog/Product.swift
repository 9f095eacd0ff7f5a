import Foundation
import SharedCore

/// A product a shop buys, stocks and sells.
///
/// Prices are `Money` (never `Double`); quantities are `Decimal` in ``unit``'s base unit. A product
/// is synced as the `products` record type: its `Codable` form is the record's fields, with amounts
/// as exact strings.
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
  public var taxCode: ProductTaxCode?
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
    id: String, name: String, sku: String? = nil, barcodes: [ProductBarcode] = [], taxCode: ProductTaxCode? = nil,
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

  /// The batch numbered `number`, if any.
  public func batch(_ number: String) -> ProductBatch? { batches.first { $0.number == number } }
}
