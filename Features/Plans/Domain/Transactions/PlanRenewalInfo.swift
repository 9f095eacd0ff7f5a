import Foundation

/// Verified App Store renewal info of an auto-renewable subscription
/// (`JWSRenewalInfoDecodedPayload`): whether and to what it renews, and whether the App Store is
/// retrying a failed charge.
public struct PlanRenewalInfo: Sendable, Hashable, Codable {
  /// The subscription's original transaction id.
  public var originalTransactionId: String
  /// The product the subscription is on now.
  public var productId: String
  /// The product it renews to (another one after a downgrade or crossgrade).
  public var autoRenewProductId: String?
  /// `1` when it renews automatically, `0` when the user turned renewal off.
  public var autoRenewStatus: Int?
  /// Why it expired, once it did.
  public var expirationIntent: PlanExpirationIntent?
  /// Whether the App Store is trying to charge for a subscription that expired on a billing issue.
  public var isInBillingRetryPeriod: Bool?
  /// When the billing grace period ends: service continues until then.
  public var gracePeriodExpiresDate: PlansInstant?
  /// `0` the customer has not answered a price increase, `1` consented or was notified.
  public var priceIncreaseStatus: Int?
  /// The offer the next renewal uses.
  public var offerType: PlanOfferType?
  /// That offer's id.
  public var offerIdentifier: String?
  /// How that offer's price is paid.
  public var offerDiscountType: PlanOfferDiscountType?
  /// That offer's duration (ISO 8601).
  public var offerPeriod: String?
  /// When the App Store signed this data.
  public var signedDate: PlansInstant
  /// The environment.
  public var environment: PlansEnvironment
  /// The earliest start of the subscription, ignoring lapses shorter than 60 days.
  public var recentSubscriptionStartDate: PlansInstant?
  /// When the most recent purchase expires (the next renewal).
  public var renewalDate: PlansInstant?
  /// The renewal price's currency (ISO 4217).
  public var currency: String?
  /// The renewal price in milliunits of `currency`.
  public var renewalPrice: Int64?
  /// Win-back offers the customer may redeem.
  public var eligibleWinBackOfferIds: [String]?
  /// The app's own UUID for the user.
  public var appAccountToken: String?
  /// The app download's transaction id.
  public var appTransactionId: String?

  /// Creates renewal info (tests and the testing kit).
  public init(
    originalTransactionId: String, productId: String, signedDate: PlansInstant, environment: PlansEnvironment
  ) {
    self.originalTransactionId = originalTransactionId
    self.productId = productId
    self.signedDate = signedDate
    self.environment = environment
  }

  /// Whether the subscription renews automatically.
  public var willAutoRenew: Bool { autoRenewStatus == 1 }
}
