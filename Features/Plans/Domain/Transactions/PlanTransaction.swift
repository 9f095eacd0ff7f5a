import Foundation

/// A verified App Store transaction (`JWSTransactionDecodedPayload`): what was bought, when, under
/// which offer, and whether it was revoked.
///
/// Dates are ``PlansInstant``s (milliseconds since 1970, as Apple signs them); prices are in
/// milliunits of `currency` (an integer, never floating point). Enumerations keep values Apple adds
/// later as `unknown`.
public struct PlanTransaction: Sendable, Hashable, Codable {
  /// The transaction's unique id.
  public var transactionId: String
  /// The id of the original purchase: the same for every renewal of a subscription.
  public var originalTransactionId: String
  /// The id of subscription-purchase events across devices, for subscriptions.
  public var webOrderLineItemId: String?
  /// The app's bundle id.
  public var bundleId: String
  /// The product's id in App Store Connect.
  public var productId: String
  /// The subscription group, for subscriptions.
  public var subscriptionGroupIdentifier: String?
  /// When the App Store charged the account (or restored, or renewed).
  public var purchaseDate: PlansInstant
  /// When the original purchase happened.
  public var originalPurchaseDate: PlansInstant?
  /// When an auto-renewable subscription expires or renews.
  public var expiresDate: PlansInstant?
  /// How many of a consumable were bought.
  public var quantity: Int?
  /// The kind of product.
  public var type: PlanProductType
  /// The app's own UUID for the user, when the app set one at purchase.
  public var appAccountToken: String?
  /// Whether the user bought it or a family member shares it.
  public var inAppOwnershipType: PlanOwnershipType?
  /// When the App Store signed this data.
  public var signedDate: PlansInstant
  /// Why the App Store revoked it, if it did.
  public var revocationReason: PlanRevocationReason?
  /// When the App Store refunded it or withdrew it from Family Sharing.
  public var revocationDate: PlansInstant?
  /// Whether the user upgraded to another subscription of the same group (present only when true).
  public var isUpgraded: Bool?
  /// The offer the purchase used.
  public var offerType: PlanOfferType?
  /// The offer's id (a promotional offer's or an offer code's).
  public var offerIdentifier: String?
  /// The environment the purchase was made in.
  public var environment: PlansEnvironment
  /// The storefront's country (ISO 3166-1 alpha-3).
  public var storefront: String?
  /// The storefront's Apple id.
  public var storefrontId: String?
  /// A purchase or a renewal.
  public var transactionReason: PlanTransactionReason?
  /// The price's currency (ISO 4217).
  public var currency: String?
  /// The price in milliunits of `currency`.
  public var price: Int64?
  /// How the offer's price is paid (a free trial, say).
  public var offerDiscountType: PlanOfferDiscountType?
  /// The app download's transaction id.
  public var appTransactionId: String?
  /// The offer's duration (ISO 8601, `P1M`).
  public var offerPeriod: String?
  /// How it was revoked: refunded in full or in part, or withdrawn from Family Sharing.
  public var revocationType: PlanRevocationType?
  /// The refunded share, in milliunits (1000 = 100 %).
  public var revocationPercentage: Int64?

  /// Creates a transaction (tests and the testing kit; the app gets them from
  /// ``PlansSignedDataVerifier``).
  public init(
    transactionId: String, originalTransactionId: String, bundleId: String, productId: String,
    purchaseDate: PlansInstant, type: PlanProductType, signedDate: PlansInstant, environment: PlansEnvironment
  ) {
    self.transactionId = transactionId
    self.originalTransactionId = originalTransactionId
    self.bundleId = bundleId
    self.productId = productId
    self.purchaseDate = purchaseDate
    self.type = type
    self.signedDate = signedDate
    self.environment = environment
  }

  /// Whether the App Store revoked it (refunded, or withdrawn from Family Sharing).
  public var isRevoked: Bool { revocationDate != nil }
  /// Whether a family member bought it and shares it.
  public var isFamilyShared: Bool { inAppOwnershipType == .familyShared }
}
