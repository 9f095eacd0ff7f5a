import Foundation

/// A declared carbon footprint (UNTP `emissionsScorecard`, Battery Pass `batteryCarbonFootprint`,
/// CIRPASS `carbon_footprint`).
public struct CarbonFootprint: Sendable, Hashable {
  /// The amount, exact.
  public var value: Decimal
  /// Its unit (`kgCO2e`, `kgCO2e/kWh`).
  public var unit: String
  /// What one unit of product is (`per item`, `kWh`), when given separately.
  public var declaredUnit: String?
  /// The method or standard (`ISO 14067:2018`), when given.
  public var methodology: String?

  /// Creates a footprint.
  public init(value: Decimal, unit: String, declaredUnit: String? = nil, methodology: String? = nil) {
    self.value = value
    self.unit = unit
    self.declaredUnit = declaredUnit
    self.methodology = methodology
  }
}
