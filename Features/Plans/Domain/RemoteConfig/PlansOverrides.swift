import SharedCore

/// Answers set by tests and QA above the remote configuration: a flag's value, a parameter, or the
/// variant of an experiment. An overridden experiment never records an exposure.
public struct PlansOverrides: Sendable, Hashable {
  /// Flags by name.
  public var flags: [String: Bool]
  /// Parameters by name.
  public var parameters: [String: JSONValue]
  /// Variant ids by experiment id.
  public var variants: [String: String]
  /// Plan features forced on (`true`) or off (`false`).
  public var features: [PlanFeature: Bool]

  /// Creates overrides (none by default).
  public init(
    flags: [String: Bool] = [:], parameters: [String: JSONValue] = [:], variants: [String: String] = [:],
    features: [PlanFeature: Bool] = [:]
  ) {
    self.flags = flags
    self.parameters = parameters
    self.variants = variants
    self.features = features
  }

  /// Whether nothing is overridden.
  public var isEmpty: Bool { flags.isEmpty && parameters.isEmpty && variants.isEmpty && features.isEmpty }
}
