import Foundation
import PlansFeature
import PlansTesting
import Testing

@Suite("Entitlement rules")
struct PlansEntitlementRulesTests {
  let day = PlansSamples.day
  let start = PlansSamples.start
  let catalog = PlansSamples.catalog

  func state(_ transaction: PlanTransaction, renewal: PlanRenewalInfo? = nil, at now: PlansInstant)
    -> PlanEntitlementState
  {
    PlansEntitlementRules.state(
      of: transaction, renewal: renewal, product: catalog.products[transaction.productId], at: now)
  }

  @Test func activeUntilItExpires() {
    let monthly = PlansSamples.monthly()
    #expect(state(monthly, at: start.adding(milliseconds: day)) == .active(until: start.adding(milliseconds: 30 * day)))
    #expect(state(monthly, at: start.adding(milliseconds: 30 * day)) == .expired(intent: nil))
  }

  @Test func inTheBillingGracePeriodUntilItEnds() {
    let monthly = PlansSamples.monthly()
    var renewal = PlansSamples.renewal(for: monthly)
    renewal.isInBillingRetryPeriod = true
    renewal.expirationIntent = .billingError
    renewal.gracePeriodExpiresDate = start.adding(milliseconds: 36 * day)
    let graceEnd = start.adding(milliseconds: 36 * day)
    let inGrace = state(monthly, renewal: renewal, at: start.adding(milliseconds: 31 * day))
    #expect(inGrace == .inBillingGracePeriod(until: graceEnd) && inGrace.isEntitled)
    let retry = state(monthly, renewal: renewal, at: start.adding(milliseconds: 37 * day))
    #expect(retry == .inBillingRetry && !retry.isEntitled)
  }

  @Test func expiredWithTheReasonApplePutInTheRenewalInfo() {
    let monthly = PlansSamples.monthly()
    var renewal = PlansSamples.renewal(for: monthly)
    renewal.autoRenewStatus = 0
    renewal.expirationIntent = .customerCancelled
    #expect(state(monthly, renewal: renewal, at: start.adding(milliseconds: 10 * day)).isEntitled)
    #expect(
      state(monthly, renewal: renewal, at: start.adding(milliseconds: 40 * day)) == .expired(intent: .customerCancelled)
    )
  }

  @Test func refundedAndRevokedGiveNoService() {
    var refunded = PlansSamples.monthly()
    refunded.revocationDate = start.adding(milliseconds: day)
    refunded.revocationReason = .appIssue
    refunded.revocationType = .refundFull
    #expect(state(refunded, at: start.adding(milliseconds: 2 * day)) == .refunded(.refundFull))
    var prorated = refunded
    prorated.revocationType = .refundProrated
    #expect(state(prorated, at: start) == .refunded(.refundProrated))
    var family = PlansSamples.monthly()
    family.inAppOwnershipType = .familyShared
    family.revocationDate = start.adding(milliseconds: day)
    family.revocationReason = .other
    family.revocationType = .familyRevoke
    #expect(state(family, at: start.adding(milliseconds: 2 * day)) == .revoked(.other))
    #expect(!PlanEntitlementState.revoked(.other).isEntitled && !PlanEntitlementState.refunded(nil).isEntitled)
  }

  @Test func familySharingFollowsTheSameRules() {
    var shared = PlansSamples.monthly()
    shared.inAppOwnershipType = .familyShared
    let entitlements = PlansEntitlementRules.entitlements(
      transactions: [shared], renewals: [:], catalog: catalog, at: start.adding(milliseconds: day))
    #expect(entitlements.first?.isFamilyShared == true && entitlements.first?.isEntitled == true)
  }

  @Test func anUpgradeWithinTheGroupDecides() {
    var upgradedAway = PlansSamples.monthly(id: "1", original: "1")
    upgradedAway.isUpgraded = true
    let upgrade = PlansSamples.monthly(
      id: "2", original: "2", purchase: start.adding(milliseconds: 5 * day), product: PlansSamples.yearlyProduct)
    let now = start.adding(milliseconds: 6 * day)
    let entitlements = PlansEntitlementRules.entitlements(
      transactions: [upgradedAway, upgrade], renewals: [:], catalog: catalog, at: now)
    #expect(entitlements.map(\.state) == [.active(until: upgrade.expiresDate), .upgraded])
    #expect(PlansEntitlementRules.plan(of: entitlements, catalog: catalog) == PlansSamples.business)
  }

  @Test func aDowngradeWaitsForTheRenewal() {
    let yearly = PlansSamples.monthly(product: PlansSamples.yearlyProduct)
    var renewal = PlansSamples.renewal(for: yearly)
    renewal.autoRenewProductId = PlansSamples.monthlyProduct
    let entitlements = PlansEntitlementRules.entitlements(
      transactions: [yearly], renewals: [yearly.originalTransactionId: renewal], catalog: catalog,
      at: start.adding(milliseconds: day))
    #expect(entitlements.first?.pendingProductId == PlansSamples.monthlyProduct)
    #expect(PlansEntitlementRules.plan(of: entitlements, catalog: catalog) == PlansSamples.business)
  }

  @Test func trialsAndOffersEntitleLikeAPurchase() {
    for offer in [PlanOfferType.introductory, .promotional, .offerCode, .winBack] {
      var transaction = PlansSamples.monthly()
      transaction.offerType = offer
      transaction.offerDiscountType = offer == .introductory ? .freeTrial : .payAsYouGo
      transaction.price = offer == .introductory ? 0 : 99_000
      let entitlement = PlansEntitlementRules.entitlements(
        transactions: [transaction], renewals: [:], catalog: catalog, at: start.adding(milliseconds: day)
      ).first
      #expect(entitlement?.isEntitled == true && entitlement?.offer == offer)
      #expect(entitlement?.isFreeTrial == (offer == .introductory))
    }
  }

  @Test func nonConsumablesLastAndConsumablesGrantNothing() {
    var lifetime = PlansSamples.monthly(id: "L", original: "L", product: PlansSamples.lifetimeProduct)
    lifetime.type = .nonConsumable
    lifetime.expiresDate = nil
    var credits = PlansSamples.monthly(id: "C", original: "C", product: PlansSamples.creditsProduct)
    credits.type = .consumable
    let entitlements = PlansEntitlementRules.entitlements(
      transactions: [lifetime, credits], renewals: [:], catalog: catalog, at: start.adding(milliseconds: 3_650 * day))
    #expect(entitlements.map(\.state) == [.active(until: nil)])
  }

  @Test func nonRenewingSubscriptionsLastTheCatalogsDays() {
    var pass = PlansSamples.monthly(id: "P", original: "P", product: PlansSamples.passProduct)
    pass.type = .nonRenewingSubscription
    pass.expiresDate = nil
    #expect(
      state(pass, at: start.adding(milliseconds: 29 * day)) == .active(until: start.adding(milliseconds: 30 * day)))
    #expect(state(pass, at: start.adding(milliseconds: 30 * day)) == .expired(intent: nil))
  }

  @Test func theTransactionSignedLastCountsPerOriginalTransaction() {
    let first = PlansSamples.monthly(id: "1", original: "A")
    let renewal = PlansSamples.monthly(id: "2", original: "A", purchase: start.adding(milliseconds: 30 * day))
    let now = start.adding(milliseconds: 45 * day)
    for order in [[first, renewal], [renewal, first]] {
      let entitlements = PlansEntitlementRules.entitlements(
        transactions: order, renewals: [:], catalog: catalog, at: now)
      #expect(entitlements.map(\.transaction.transactionId) == ["2"])
      #expect(entitlements.first?.isEntitled == true)
    }
  }

  @Test func anUnknownProductGrantsNoPlan() {
    let unknown = PlansSamples.monthly(product: "org.sharedcore.unknown")
    let entitlements = PlansEntitlementRules.entitlements(
      transactions: [unknown], renewals: [:], catalog: catalog, at: start)
    #expect(entitlements.first?.isEntitled == false)
    #expect(PlansEntitlementRules.plan(of: entitlements, catalog: catalog) == PlansSamples.free)
  }
}
