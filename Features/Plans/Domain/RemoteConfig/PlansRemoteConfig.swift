import SharedCore

/// The backend's remote configuration: feature flags, parameters and experiments, as one signed,
/// versioned document (the payload of a ``PlansRemoteConfigEnvelope``).
///
/// Its `version` only grows: a device never installs a lower one
/// (``PlansRemoteConfigError/rollback(installed:offered:)``).
public struct PlansRemoteConfig: Sendable, Hashable, Codable {
  /// The document's version; every new document has a higher one.
  public var version: Int64
  /// When the backend issued it, in seconds since 1970.
  public var issuedAt: Int64
  /// How long a device may keep using it without hearing from the backend, in seconds; past that
  /// the gate answers with the defaults.
  public var maxAgeSeconds: Int64
  /// Boolean flags by name.
  public var flags: [String: Bool]
  /// Parameters by name (any JSON).
  public var parameters: [String: JSONValue]
  /// Running experiments.
  public var experiments: [PlansExperiment]

  /// Creates a document.
  public init(
    version: Int64, issuedAt: Int64, maxAgeSeconds: Int64, flags: [String: Bool] = [:],
    parameters: [String: JSONValue] = [:], experiments: [PlansExperiment] = []
  ) {
    self.version = version
    self.issuedAt = issuedAt
    self.maxAgeSeconds = maxAgeSeconds
    self.flags = flags
    self.parameters = parameters
    self.experiments = experiments
  }

  /// The experiment with `id`.
  public func experiment(_ id: String) -> PlansExperiment? {
    experiments.first { $0.id == id }
  }

  /// Checks what decoding cannot: a positive maximum age, unique experiment ids, and variants whose
  /// weights are at least 0 and add up to exactly 10,000 basis points.
  /// - Throws: ``PlansRemoteConfigError/invalid(field:reason:)``.
  public func validate() throws(PlansRemoteConfigError) {
    guard version >= 0 else { throw .invalid(field: "version", reason: "negative") }
    guard maxAgeSeconds > 0 else { throw .invalid(field: "maxAgeSeconds", reason: "must be positive") }
    var seen = Set<String>()
    for (index, experiment) in experiments.enumerated() {
      let field = "experiments[\(index)]"
      guard !experiment.id.isEmpty, seen.insert(experiment.id).inserted else {
        throw .invalid(field: "\(field).id", reason: "empty or repeated")
      }
      guard !experiment.variants.isEmpty else { throw .invalid(field: "\(field).variants", reason: "empty") }
      guard experiment.variants.allSatisfy({ $0.weight >= 0 }),
        experiment.variants.reduce(0, { $0 + $1.weight }) == PlansBucketing.buckets
      else { throw .invalid(field: "\(field).variants", reason: "weights must add up to 10000") }
    }
  }
}
