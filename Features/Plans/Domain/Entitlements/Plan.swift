/// A plan: what it unlocks and its limits.
public struct Plan: Sendable, Hashable, Codable, Identifiable {
  /// The plan's stable id (`"free"`, `"pro"`).
  public var id: String
  /// Its name for people.
  public var name: String
  /// What it unlocks.
  public var features: Set<PlanFeature>
  /// How many devices may use it at once.
  public var deviceLimit: Int
  /// How many companies it holds.
  public var companyLimit: Int
  /// Its rank among plans: a higher rank serves more (used to pick one when a user holds several).
  public var rank: Int

  /// Creates a plan.
  public init(
    id: String, name: String, features: Set<PlanFeature>, deviceLimit: Int = 1, companyLimit: Int = 1, rank: Int = 0
  ) {
    self.id = id
    self.name = name
    self.features = features
    self.deviceLimit = deviceLimit
    self.companyLimit = companyLimit
    self.rank = rank
  }
}
