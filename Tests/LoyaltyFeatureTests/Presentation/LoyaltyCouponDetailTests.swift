import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// The coupon screen: a redemption whose answer proved nothing shows as pending with why, offers no
/// second redeem, and settles when asked again.
@Suite @MainActor struct LoyaltyCouponDetailTests {
  @Test func aPendingRedemptionShowsWhyAndSettlesWhenCheckedAgain() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["COFFEE-1"])
    await backend.addFault(.answer(.error(409, code: "IDEMPOTENCY_KEY_IN_USE", retryAfter: "1")))
    let sdk = try await Container.loyaltyTesting(backend: backend).resolve(WarplySDK.self)
    let coupon = LoyaltyCoupon(code: "COFFEE-1", couponSetUUID: "", name: "Free coffee", status: .active)
    let screen = LoyaltyCouponDetailViewModel(sdk: sdk, coupon: coupon)
    #expect(screen.state.canRedeem)

    screen.send(.checkPending)  // nothing is pending yet: ignored
    screen.send(.redeem)
    let pending = try await screen.settled(where: { $0.redemption.value != nil })
    guard case .pending(_, let reason)? = pending.redemption.value else {
      Issue.record("expected pending, got \(pending.redemption)")
      return
    }
    #expect(reason.kind == .inProgress && reason.userMessage == "The server is still processing it.")
    #expect(!pending.canRedeem, "no second redeem while pending")
    #expect(pending.coupon.status == .active)

    await backend.clearFaults()
    screen.send(.checkPending)
    let settled = try await screen.settled(where: { state in
      if case .redeemed? = state.redemption.value { true } else { false }
    })
    #expect(
      settled.redemption.value == .redeemed(code: "COFFEE-1", at: LoyaltyDate.parse(LoyaltyFakeBackend.redeemedDate)))
    #expect(settled.coupon.redeemedDate == LoyaltyDate.parse(LoyaltyFakeBackend.redeemedDate))
    #expect(await backend.redemptions.count == 1)
    #expect(Set(await backend.redeemRequests.map(\.idempotencyKey)).count == 1, "asked again under the same key")
  }
}
