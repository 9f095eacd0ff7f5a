import Foundation
import SharedCore

/// How a redemption ended, as far as the app can know.
public enum LoyaltyRedemptionOutcome: Sendable, Hashable {
  /// The platform redeemed the coupon (once, whatever the number of attempts).
  case redeemed(code: String, at: Date?)
  /// The answer proved nothing (a timeout, a dropped connection, the first request still running,
  /// a 5xx, an unreadable success, offline…) and the status check could not settle it. `reason`
  /// says why (`reason.kind`, `reason.userMessage`): show "still processing" or "waiting for a
  /// connection", never a failure, and do not offer a second redeem. The same idempotency key is
  /// reused by ``LoyaltyRedemptionCoordinator/reconcilePending()`` and by any retry of the same
  /// intent, so the coupon is redeemed at most once.
  case pending(LoyaltyRedemptionRequest, reason: RemoteUncertainty)
}
