/// The gate's answer with its reason, for screens that explain a "no" (and for logs).
public struct PlansGateDecision: Sendable, Hashable {
  /// Why the gate answered as it did.
  public enum Reason: Sendable, Hashable {
    /// The user's plan (by id) includes the feature.
    case includedInPlan(String)
    /// The user's plan (by id) does not include it.
    case notInPlan(String)
    /// The purchases were last confirmed (by StoreKit or the backend) longer ago than the offline
    /// allowance: paid features wait for a refresh.
    case refreshNeeded(lastRefreshed: PlansInstant?)
    /// A test or QA override decided.
    case overridden
    /// The remote configuration (by version) set the flag.
    case remoteConfig(version: Int64)
    /// No usable remote configuration (none yet, or older than its maximum age): the default, off.
    case defaultValue
  }

  /// Whether the capability is available.
  public var isAllowed: Bool
  /// Why.
  public var reason: Reason

  /// Creates a decision.
  public init(isAllowed: Bool, reason: Reason) {
    self.isAllowed = isAllowed
    self.reason = reason
  }
}
