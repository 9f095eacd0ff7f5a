import Foundation

/// What a document feature needs to know of a product to put it on a line and move its stock:
/// the narrow view of a catalog item that crosses the seam between features.
public struct InventoryItem: Sendable, Hashable, Codable, Identifiable {
  /// The product's id.
  public var id: String
  /// Its name, in whatever script the shop writes it.
  public var name: String
  /// Its SKU, when it has one.
  public var sku: String?
  /// Its HSN (goods) or SAC (services) code.
  public var hsnOrSAC: String?
  /// Its GST rate in percent, when set.
  public var gstRate: Decimal?
  /// Its compensation cess in percent, when any.
  public var cessPercent: Decimal?
  /// The unit stock is counted in (`pcs`, `kg`).
  public var baseUnit: String
  /// Other units it is sold or bought in, each with how many base units one holds (`box` → 12).
  public var unitFactors: [String: Decimal]
  /// The sale price per base unit.
  public var salePrice: Money?
  /// The purchase price per base unit.
  public var purchasePrice: Money?
  /// The maximum retail price, when printed on the product.
  public var mrp: Money?
  /// Whether its prices include tax.
  public var pricesIncludeTax: Bool
  /// Whether it keeps a stock count at all (a service does not).
  public var tracksStock: Bool
  /// Whether its stock is kept by batch.
  public var tracksBatches: Bool
  /// Whether each unit carries a serial number.
  public var tracksSerials: Bool
  /// Its variants; empty when it has none.
  public var variants: [InventoryVariant]
  /// Its batches, earliest expiry first.
  public var batches: [InventoryBatch]
  /// How many are in stock, in the base unit (every variant and batch together).
  public var onHand: Decimal
  /// The values of the company's product custom fields, as printed, by field id
  /// (`CompanyProductField.id`): what a document copies onto a line for a printed field column.
  public var customFields: [String: String]

  /// Creates an item.
  public init(
    id: String, name: String, sku: String? = nil, hsnOrSAC: String? = nil, gstRate: Decimal? = nil,
    cessPercent: Decimal? = nil, baseUnit: String, unitFactors: [String: Decimal] = [:], salePrice: Money? = nil,
    purchasePrice: Money? = nil, mrp: Money? = nil, pricesIncludeTax: Bool = false, tracksStock: Bool = true,
    tracksBatches: Bool = false, tracksSerials: Bool = false, variants: [InventoryVariant] = [],
    batches: [InventoryBatch] = [], onHand: Decimal = 0, customFields: [String: String] = [:]
  ) {
    self.id = id
    self.name = name
    self.sku = sku
    self.hsnOrSAC = hsnOrSAC
    self.gstRate = gstRate
    self.cessPercent = cessPercent
    self.baseUnit = baseUnit
    self.unitFactors = unitFactors
    self.salePrice = salePrice
    self.purchasePrice = purchasePrice
    self.mrp = mrp
    self.pricesIncludeTax = pricesIncludeTax
    self.tracksStock = tracksStock
    self.tracksBatches = tracksBatches
    self.tracksSerials = tracksSerials
    self.variants = variants
    self.batches = batches
    self.onHand = onHand
    self.customFields = customFields
  }

  /// `quantity` of `unit` in the base unit; `nil` when the item is not sold in `unit`. Unit names
  /// compare without regard to case.
  public func baseQuantity(_ quantity: Decimal, in unit: String?) -> Decimal? {
    guard let unit, unit.caseInsensitiveCompare(baseUnit) != .orderedSame else { return quantity }
    guard let factor = unitFactors.first(where: { $0.key.caseInsensitiveCompare(unit) == .orderedSame })?.value
    else { return nil }
    return quantity * factor
  }

  /// The variant `id`, if the item has it.
  public func variant(_ id: String) -> InventoryVariant? { variants.first { $0.id == id } }

  /// The batch numbered `number`, if the item has it.
  public func batch(_ number: String) -> InventoryBatch? { batches.first { $0.number == number } }
}
