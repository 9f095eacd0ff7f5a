import Foundation
import SharedCore

extension WarplySDK {
  /// The user's coupons: stores the active ones (soonest expiry first) and the redeemed ones
  /// (latest first), returns the active ones and posts ``LoyaltyCouponsRetrievedEvent``.
  public func getCoupons(language: String? = nil) async throws(WarplyError) -> [LoyaltyCoupon] {
    try await api.tracked("coupons") { () async throws(WarplyError) in
      let coupons = try await couponList(
        .getCoupons, ["language": self.language(language), "details": ["merchant", "redemption"]])
      await state.setCouponList(coupons)
      await state.setOldCouponList(coupons)
      let active = await state.couponList
      bus?.post(LoyaltyCouponsRetrievedEvent(coupons: active))
      return active
    }
  }

  /// Coupons usable in every shop.
  public func getCouponsUniversal(language: String? = nil) async throws(WarplyError) -> [LoyaltyCoupon] {
    try await api.tracked("coupons_universal") { () async throws(WarplyError) in
      try await couponList(.getCouponsUniversal, ["language": self.language(language)])
    }
  }

  /// The coupon sets (stored as ``LoyaltyStateStore/couponSetList``).
  public func getCouponSets(language: String? = nil) async throws(WarplyError) -> [LoyaltyCouponSet] {
    try await api.tracked("coupon_sets") { () async throws(WarplyError) in
      let response = try await api.perform(.getCouponSets, parameters: ["language": self.language(language)])
      let sets = try api.list(response, route: .getCouponSets, key: "couponsets", LoyaltyCouponSet.init(platform:path:))
      await state.setCouponSetList(sets)
      return sets
    }
  }

  /// Checks that `couponCode` can be redeemed; changes nothing on the platform.
  /// - Throws: ``WarplyError/platformStatus(_:message:)`` when it cannot (unknown, redeemed).
  public func validateCoupon(_ couponCode: String) async throws(WarplyError) {
    try await api.tracked("validate_coupon") { () async throws(WarplyError) in
      _ = try await api.perform(.validateCoupon, parameters: ["coupon": .string(couponCode)])
    }
  }

  /// Redeems a coupon exactly once for the signed-in user (see ``LoyaltyRedemptionCoordinator``
  /// and <doc:RedeemingCouponsExactlyOnce>): double taps share one request, and an answer that
  /// proves nothing is ``LoyaltyRedemptionOutcome/pending(_:reason:)``, sent again later under the
  /// same idempotency key.
  /// - Throws: ``WarplyError``: the platform's definite refusal, or `.authenticationFailed` when
  ///   no user is signed in (nothing is sent).
  public func redeemCoupon(productId: String, productUuid: String = "", merchantId: String = "")
    async throws(WarplyError) -> LoyaltyRedemptionOutcome
  {
    try await api.tracked("redeem_coupon") { () async throws(WarplyError) in
      try await redemptions.redeem(
        LoyaltyRedemptionRequest(couponCode: productId, productUUID: productUuid, merchantID: merchantId))
    }
  }

  /// The redeemed supermarket coupons, newest first, and their total value.
  public func getRedeemedSMHistory(language: String? = nil) async throws(WarplyError) -> LoyaltyRedeemedSMHistory {
    try await api.tracked("redeemed_sm_history") { () async throws(WarplyError) in
      let response = try await api.perform(.getRedeemedSMHistory, parameters: ["language": self.language(language)])
      let history = try api.object(response, route: .getRedeemedSMHistory, key: "result")
      return try LoyaltyRedeemedSMHistory(platform: history, path: "MAPP_COUPON.result")
    }
  }

  func couponList(_ route: LoyaltyRoute, _ parameters: [String: JSONValue]) async throws(WarplyError)
    -> [LoyaltyCoupon]
  {
    let response = try await api.perform(route, parameters: parameters)
    return try api.list(response, route: route, key: "result", LoyaltyCoupon.init(platform:path:))
  }
}
