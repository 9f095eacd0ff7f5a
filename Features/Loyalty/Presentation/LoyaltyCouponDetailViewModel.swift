import Observation
import SharedCore

/// The coupon screen: validate (no side effects) and redeem exactly once, with the pending state.
@MainActor
public final class LoyaltyCouponDetailViewModel: StatefulViewModel<LoyaltyCouponDetailState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case validate
    case redeem
  }

  private let sdk: WarplySDK

  /// Creates the view model for `coupon`.
  public init(sdk: WarplySDK, coupon: LoyaltyCoupon) {
    self.sdk = sdk
    super.init(initialState: LoyaltyCouponDetailState(coupon: coupon))
  }

  /// Handles one coupon-screen event.
  public func send(_ event: LoyaltyCouponDetailEvent) {
    let sdk = sdk
    let coupon = state.coupon
    switch event {
    case .validate:
      load(\.validation, key: Key.validate) {
        try await sdk.validateCoupon(coupon.code)
        return true
      }
    case .redeem:
      guard state.canRedeem else { return }
      redeem(sdk, coupon)
    case .checkPending:
      guard case .pending? = state.redemption.value else { return }
      redeem(sdk, coupon)
    }
  }

  private func redeem(_ sdk: WarplySDK, _ coupon: LoyaltyCoupon) {
    load(\.redemption, key: Key.redeem) { [weak self] in
      let outcome = try await sdk.redeemCoupon(productId: coupon.code, productUuid: coupon.couponSetUUID)
      if case .redeemed(_, let date) = outcome {
        await self?.update {
          $0.coupon.status = .redeemed
          $0.coupon.redeemedDate = date
        }
      }
      return outcome
    }
  }
}
