import Foundation

/// A material in a product's composition.
public struct PassportMaterial: Sendable, Hashable {
  /// The material's name (`Lithium`, `Recycled PET`).
  public var name: String
  /// An identifier such as a CAS number, trimmed.
  public var identifier: String?
  /// Share of the product's mass, percent.
  public var massPercent: Decimal?
  /// Mass, in kilograms when the source says so.
  public var massKilograms: Decimal?
  /// Recycled share of this material, percent.
  public var recycledContentPercent: Decimal?
  /// Whether it is hazardous.
  public var isHazardous: Bool?
  /// Whether it is an EU critical raw material.
  public var isCriticalRawMaterial: Bool?
  /// Country of origin.
  public var originCountry: String?

  /// Creates a material entry.
  public init(
    name: String, identifier: String? = nil, massPercent: Decimal? = nil, massKilograms: Decimal? = nil,
    recycledContentPercent: Decimal? = nil, isHazardous: Bool? = nil, isCriticalRawMaterial: Bool? = nil,
    originCountry: String? = nil
  ) {
    self.name = name
    self.identifier = identifier
    self.massPercent = massPercent
    self.massKilograms = massKilograms
    self.recycledContentPercent = recycledContentPercent
    self.isHazardous = isHazardous
    self.isCriticalRawMaterial = isCriticalRawMaterial
    self.originCountry = originCountry
  }
}
