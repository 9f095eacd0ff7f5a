/// Apple's entitlement rules: what each purchase is worth at a moment, and which plan a user holds.
///
/// | Signal | State | Service |
/// | --- | --- | --- |
/// | `revocationDate` with a refund type | ``PlanEntitlementState/refunded(_:)`` | no |
/// | `revocationDate` otherwise (Family Sharing withdrawn) | ``PlanEntitlementState/revoked(_:)`` | no |
/// | `isUpgraded` | ``PlanEntitlementState/upgraded`` | no: the upgrade decides |
/// | `expiresDate` after now (trial and offers too) | ``PlanEntitlementState/active(until:)`` | yes |
/// | expired, billing retry, grace end after now | ``PlanEntitlementState/inBillingGracePeriod(until:)`` | yes |
/// | expired, billing retry, no grace left | ``PlanEntitlementState/inBillingRetry`` | no |
/// | expired otherwise | ``PlanEntitlementState/expired(intent:)`` | no |
/// | non-consumable | active, no expiry | yes |
/// | non-renewing subscription | active for the catalog's days from its purchase | until then |
/// | consumable | not an entitlement | — |
///
/// Family-shared purchases follow the same rules. Per original transaction id the transaction
/// signed last counts; a user holds the entitled plan of the highest rank.
public enum PlansEntitlementRules {
  /// The standing of every purchase at `now`, consumables left out, most recent purchase first.
  /// - Parameters:
  ///   - transactions: Verified transactions; for each original transaction id, the one signed last counts.
  ///   - renewals: Verified renewal info by original transaction id.
  ///   - catalog: The app's plans and products.
  ///   - now: The guarded time.
  public static func entitlements(
    transactions: [PlanTransaction], renewals: [String: PlanRenewalInfo], catalog: PlansCatalog, at now: PlansInstant
  ) -> [PlanEntitlement] {
    var latest: [String: PlanTransaction] = [:]
    for transaction in transactions where transaction.type != .consumable {
      if let known = latest[transaction.originalTransactionId], known.signedDate >= transaction.signedDate { continue }
      latest[transaction.originalTransactionId] = transaction
    }
    return latest.values
      .map { transaction in
        let renewal = renewals[transaction.originalTransactionId]
        let product = catalog.products[transaction.productId]
        return PlanEntitlement(
          transaction: transaction, renewal: renewal, plan: product?.plan,
          state: state(of: transaction, renewal: renewal, product: product, at: now))
      }
      .sorted {
        ($0.transaction.purchaseDate, $0.transaction.originalTransactionId)
          > ($1.transaction.purchaseDate, $1.transaction.originalTransactionId)
      }
  }

  /// The state of one purchase at `now`.
  public static func state(
    of transaction: PlanTransaction, renewal: PlanRenewalInfo?, product: PlansCatalog.Product?, at now: PlansInstant
  ) -> PlanEntitlementState {
    if transaction.revocationDate != nil {
      switch transaction.revocationType {
      case .refundFull?, .refundProrated?: return .refunded(transaction.revocationType)
      case .familyRevoke?: return .revoked(transaction.revocationReason)
      case .unknown?, nil:
        return transaction.isFamilyShared
          ? .revoked(transaction.revocationReason) : .refunded(transaction.revocationType)
      }
    }
    if transaction.isUpgraded == true { return .upgraded }
    switch transaction.type {
    case .nonConsumable:
      return .active(until: nil)
    case .nonRenewingSubscription:
      guard let days = product?.nonRenewingDurationDays else { return .expired(intent: nil) }
      let end = transaction.purchaseDate.adding(milliseconds: Int64(days) * 86_400_000)
      return end > now ? .active(until: end) : .expired(intent: nil)
    case .autoRenewableSubscription, .consumable, .unknown:
      guard let expires = transaction.expiresDate else { return .expired(intent: renewal?.expirationIntent) }
      if expires > now { return .active(until: expires) }
      if renewal?.isInBillingRetryPeriod == true {
        if let grace = renewal?.gracePeriodExpiresDate, grace > now { return .inBillingGracePeriod(until: grace) }
        return .inBillingRetry
      }
      return .expired(intent: renewal?.expirationIntent)
    }
  }

  /// The plan a user holds: the entitled plan of the highest rank, else the catalog's free plan.
  public static func plan(of entitlements: [PlanEntitlement], catalog: PlansCatalog) -> Plan {
    entitlements.filter(\.isEntitled).compactMap(\.plan).max { $0.rank < $1.rank } ?? catalog.free
  }
}
