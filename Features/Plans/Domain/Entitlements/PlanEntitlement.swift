/// One purchase's standing: its latest verified transaction and renewal info, the plan it grants
/// and its state at the time it was evaluated.
public struct PlanEntitlement: Sendable, Hashable {
  /// The latest verified transaction of the purchase (per original transaction id).
  public var transaction: PlanTransaction
  /// Its renewal info, for an auto-renewable subscription the App Store sent it for.
  public var renewal: PlanRenewalInfo?
  /// The plan the product grants, if the catalog knows the product.
  public var plan: Plan?
  /// Where it stands.
  public var state: PlanEntitlementState

  /// Creates an entitlement.
  public init(transaction: PlanTransaction, renewal: PlanRenewalInfo?, plan: Plan?, state: PlanEntitlementState) {
    self.transaction = transaction
    self.renewal = renewal
    self.plan = plan
    self.state = state
  }

  /// Whether it gives service now.
  public var isEntitled: Bool { state.isEntitled && plan != nil }
  /// Whether a family member bought it and shares it.
  public var isFamilyShared: Bool { transaction.isFamilyShared }
  /// Whether the purchase runs on a free trial.
  public var isFreeTrial: Bool { transaction.offerDiscountType == .freeTrial }
  /// The offer the purchase uses (introductory, promotional, offer code, win-back).
  public var offer: PlanOfferType? { transaction.offerType }
  /// The product it renews to when that differs from the current one: a downgrade or crossgrade
  /// that takes effect at the next renewal.
  public var pendingProductId: String? {
    guard let next = renewal?.autoRenewProductId, next != transaction.productId else { return nil }
    return next
  }
  /// Whether it renews automatically (`false` also for products that never renew).
  public var willAutoRenew: Bool { renewal?.willAutoRenew ?? false }
}
