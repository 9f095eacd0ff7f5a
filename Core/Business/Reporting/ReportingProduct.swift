import Foundation

/// A catalog item as reports name it and value its stock.
public struct ReportingProduct: Sendable, Hashable, Codable, Identifiable {
  /// The product's id.
  public var id: String
  /// Its name.
  public var name: String
  /// The HSN or SAC code.
  public var hsn: String?
  /// The unit stock is counted in.
  public var unit: String?
  /// Whether the catalog counts its stock.
  public var tracksStock: Bool
  /// Stock at or below this is low, when set.
  public var lowStockThreshold: Decimal?
  /// What a unit costs to buy, used to value stock that came in without a purchase price.
  public var purchasePrice: Money?

  /// A product.
  public init(
    id: String, name: String, hsn: String? = nil, unit: String? = nil, tracksStock: Bool = true,
    lowStockThreshold: Decimal? = nil, purchasePrice: Money? = nil
  ) {
    self.id = id
    self.name = name
    self.hsn = hsn
    self.unit = unit
    self.tracksStock = tracksStock
    self.lowStockThreshold = lowStockThreshold
    self.purchasePrice = purchasePrice
  }
}
