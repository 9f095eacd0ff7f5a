import SharedCore

/// Everything the gate knows at one moment, and its answers: the user's plan and purchases, the
/// remote configuration with its age, and the overrides. A value: ``PlansGate/updates()`` sends a
/// new one whenever any of it changes.
public struct PlansGateSnapshot: Sendable, Hashable {
  /// The guarded time the snapshot was taken at.
  public var now: PlansInstant
  /// Every purchase's standing, most recent first.
  public var entitlements: [PlanEntitlement]
  /// The plan the user holds.
  public var plan: Plan
  /// When StoreKit or the backend last confirmed the purchases (guarded time).
  public var entitlementsRefreshedAt: PlansInstant?
  /// How long purchases are believed without a refresh, in milliseconds.
  public var offlineAllowanceMilliseconds: Int64
  /// The installed remote configuration, if any.
  public var config: PlansRemoteConfig?
  /// When the backend last served it (guarded time).
  public var configServedAt: PlansInstant?
  /// The variant of each experiment the user falls in (overrides applied).
  public var variants: [String: String]
  /// The test and QA overrides.
  public var overrides: PlansOverrides
  /// The free plan: what remains while purchases need a refresh.
  public var freePlan: Plan

  /// Whether `capability` is available.
  public func can(_ capability: PlansCapability) -> Bool {
    decision(for: capability).isAllowed
  }

  /// The answer for `capability`, with its reason.
  public func decision(for capability: PlansCapability) -> PlansGateDecision {
    switch capability {
    case .feature(let feature):
      if let forced = overrides.features[feature] { return PlansGateDecision(isAllowed: forced, reason: .overridden) }
      if plan.id != freePlan.id, entitlementsNeedRefresh {
        return PlansGateDecision(
          isAllowed: freePlan.features.contains(feature), reason: .refreshNeeded(lastRefreshed: entitlementsRefreshedAt)
        )
      }
      return plan.features.contains(feature)
        ? PlansGateDecision(isAllowed: true, reason: .includedInPlan(plan.id))
        : PlansGateDecision(isAllowed: false, reason: .notInPlan(plan.id))
    case .flag(let name):
      if let forced = overrides.flags[name] { return PlansGateDecision(isAllowed: forced, reason: .overridden) }
      guard let config = usableConfig, let value = config.flags[name] else {
        return PlansGateDecision(isAllowed: false, reason: .defaultValue)
      }
      return PlansGateDecision(isAllowed: value, reason: .remoteConfig(version: config.version))
    }
  }

  /// A parameter: an override, else the user's experiment variants', else the document's; `nil`
  /// without a usable configuration.
  public func parameter(_ name: String) -> JSONValue? {
    if let forced = overrides.parameters[name] { return forced }
    guard let config = usableConfig else { return nil }
    for experiment in config.experiments {
      guard let variantID = variants[experiment.id],
        let value = experiment.variants.first(where: { $0.id == variantID })?.parameters[name]
      else { continue }
      return value
    }
    return config.parameters[name]
  }

  /// How old the remote configuration is, in milliseconds (`nil` without one).
  public var configAgeMilliseconds: Int64? {
    configServedAt.map { max(0, now.millisecondsSince1970 - $0.millisecondsSince1970) }
  }

  /// The configuration when it is younger than its maximum age.
  public var usableConfig: PlansRemoteConfig? {
    guard let config, let age = configAgeMilliseconds else { return nil }
    let (maxAge, overflow) = config.maxAgeSeconds.multipliedReportingOverflow(by: 1000)
    return overflow || age <= maxAge ? config : nil
  }

  /// Whether the purchases were confirmed longer ago than the offline allowance.
  public var entitlementsNeedRefresh: Bool {
    guard let refreshed = entitlementsRefreshedAt else { return true }
    return now.millisecondsSince1970 - refreshed.millisecondsSince1970 > offlineAllowanceMilliseconds
  }

}
