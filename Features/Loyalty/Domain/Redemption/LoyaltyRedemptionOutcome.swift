import Foundation

/// How a redemption ended, as far as the app can know.
public enum LoyaltyRedemptionOutcome: Sendable, Hashable {
  /// The platform redeemed the coupon (once, whatever the number of attempts).
  case redeemed(code: String, at: Date?)
  /// The answer was lost (timeout, connection dropped) and the status check could not tell yet:
  /// show "pending, checking", never a failure, and do not offer a second redeem. The same
  /// idempotency key is reused by ``LoyaltyRedemptionCoordinator/reconcilePending()`` and by any
  /// retry of the same intent, so the coupon is redeemed at most once.
  case pending(LoyaltyRedemptionRequest)
}
