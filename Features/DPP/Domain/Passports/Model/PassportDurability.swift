import Foundation

/// Durability and warranty facts.
public struct PassportDurability: Sendable, Hashable {
  /// When the warranty ends (ISO 8601 date text, as given).
  public var warrantyEnds: String?
  /// The warranty period as given (`P24M`, Battery Pass gMonth `--06`).
  public var warrantyPeriod: String?
  /// Expected lifetime in years.
  public var expectedLifetimeYears: Decimal?
  /// Expected number of charge/use cycles.
  public var expectedCycles: Decimal?
  /// A durability indicator on the source's scale (UNTP `utilityFactor`).
  public var durabilityIndicator: Decimal?

  /// Creates durability facts.
  public init(
    warrantyEnds: String? = nil, warrantyPeriod: String? = nil, expectedLifetimeYears: Decimal? = nil,
    expectedCycles: Decimal? = nil, durabilityIndicator: Decimal? = nil
  ) {
    self.warrantyEnds = warrantyEnds
    self.warrantyPeriod = warrantyPeriod
    self.expectedLifetimeYears = expectedLifetimeYears
    self.expectedCycles = expectedCycles
    self.durabilityIndicator = durabilityIndicator
  }
}
