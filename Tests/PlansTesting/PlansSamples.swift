import Foundation
import PlansFeature

/// Sample plans, products and purchases for tests and the demo.
public enum PlansSamples {
  /// The sample app's bundle id.
  public static let bundleID = "org.sharedcore.demo"
  /// The monthly subscription's product id.
  public static let monthlyProduct = "org.sharedcore.pro.monthly"
  /// The yearly subscription's product id (same group, higher level).
  public static let yearlyProduct = "org.sharedcore.business.yearly"
  /// A lifetime non-consumable.
  public static let lifetimeProduct = "org.sharedcore.lifetime"
  /// A 30-day non-renewing pass.
  public static let passProduct = "org.sharedcore.pass.30days"
  /// A consumable.
  public static let creditsProduct = "org.sharedcore.credits"
  /// The subscriptions' group.
  public static let group = "21000001"

  /// The free plan.
  public static let free = Plan(id: "free", name: "Free", features: [], deviceLimit: 1)
  /// The Pro plan: e-invoices and GST returns.
  public static let pro = Plan(id: "pro", name: "Pro", features: [.eInvoice, .gstReturns], deviceLimit: 2, rank: 1)
  /// The Business plan: Pro, several companies and devices.
  public static let business = Plan(
    id: "business", name: "Business", features: [.eInvoice, .gstReturns, .multiCompany, .extraDevices],
    deviceLimit: 5, companyLimit: 10, rank: 2)

  /// The catalog of the samples.
  public static let catalog = PlansCatalog(
    free: free,
    products: [
      monthlyProduct: .init(plan: pro), yearlyProduct: .init(plan: business), lifetimeProduct: .init(plan: pro),
      passProduct: .init(plan: pro, nonRenewingDurationDays: 30),
    ])

  /// 2026-01-01T00:00:00Z.
  public static let start = PlansInstant(millisecondsSince1970: 1_767_225_600_000)
  /// One day in milliseconds.
  public static let day: Int64 = 86_400_000

  /// A monthly subscription bought at `purchase`, expiring 30 days later, signed at `signed`
  /// (the purchase by default).
  public static func monthly(
    id: String = "1000", original: String = "1000", purchase: PlansInstant = start, signed: PlansInstant? = nil,
    product: String = monthlyProduct
  ) -> PlanTransaction {
    var transaction = PlanTransaction(
      transactionId: id, originalTransactionId: original, bundleId: bundleID, productId: product,
      purchaseDate: purchase, type: .autoRenewableSubscription, signedDate: signed ?? purchase, environment: .sandbox)
    transaction.subscriptionGroupIdentifier = group
    transaction.expiresDate = purchase.adding(milliseconds: 30 * day)
    transaction.originalPurchaseDate = purchase
    transaction.inAppOwnershipType = .purchased
    transaction.transactionReason = .purchase
    transaction.currency = "INR"
    transaction.price = 299_000
    transaction.storefront = "IND"
    return transaction
  }

  /// Renewal info for `transaction`.
  public static func renewal(for transaction: PlanTransaction, signed: PlansInstant? = nil) -> PlanRenewalInfo {
    var renewal = PlanRenewalInfo(
      originalTransactionId: transaction.originalTransactionId, productId: transaction.productId,
      signedDate: signed ?? transaction.signedDate, environment: transaction.environment)
    renewal.autoRenewProductId = transaction.productId
    renewal.autoRenewStatus = 1
    return renewal
  }
}
