/// Where one purchase stands at a moment, by Apple's rules: only ``isEntitled`` states give service.
public enum PlanEntitlementState: Sendable, Hashable {
  /// Paid for (or in a trial or offer) and running; `until` is when it expires or renews (`nil`:
  /// never, a non-consumable).
  case active(until: PlansInstant?)
  /// Expired on a billing issue while the App Store retries, within the billing grace period the
  /// app enabled: service continues until `until`.
  case inBillingGracePeriod(until: PlansInstant)
  /// Expired on a billing issue and the App Store is still retrying, past any grace period: no service.
  case inBillingRetry
  /// Expired (`intent` says why, when Apple said).
  case expired(intent: PlanExpirationIntent?)
  /// Refunded, in full or in part: no service from the refund on.
  case refunded(PlanRevocationType?)
  /// Revoked for another reason, such as withdrawal from Family Sharing: no service.
  case revoked(PlanRevocationReason?)
  /// Replaced by an upgrade within its subscription group: the newer purchase decides.
  case upgraded

  /// Whether the state gives service.
  public var isEntitled: Bool {
    switch self {
    case .active, .inBillingGracePeriod: true
    case .inBillingRetry, .expired, .refunded, .revoked, .upgraded: false
    }
  }
}
