import SharedCore

/// An A/B experiment: variants with weights in basis points (adding up to 10,000), each with the
/// parameters it sets.
public struct PlansExperiment: Sendable, Hashable, Codable, Identifiable {
  /// One arm of the experiment.
  public struct Variant: Sendable, Hashable, Codable, Identifiable {
    /// The variant's id (`"control"`, `"annual-first"`).
    public var id: String
    /// Its share of users, in basis points (5,000 = 50 %).
    public var weight: Int
    /// The parameters it sets, over the document's.
    public var parameters: [String: JSONValue]

    /// Creates a variant.
    public init(id: String, weight: Int, parameters: [String: JSONValue] = [:]) {
      self.id = id
      self.weight = weight
      self.parameters = parameters
    }
  }

  /// The experiment's id.
  public var id: String
  /// The bucketing salt; the id when absent. Changing it reshuffles users.
  public var salt: String?
  /// The variants, in order (bucket ranges follow it).
  public var variants: [Variant]

  /// Creates an experiment.
  public init(id: String, salt: String? = nil, variants: [Variant]) {
    self.id = id
    self.salt = salt
    self.variants = variants
  }
}
