import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// Pending redemptions belong to the user who made them, whatever the tokens look like.
@Suite struct LoyaltyRedemptionOwnerTests {
  static let anna = "anna@example.gr"
  static let bob = "bob@example.gr"

  /// Opaque tokens (no JWT subject): Anna's lost redemption is neither seen nor sent by Bob, and
  /// is reconciled once, under its original key, when Anna signs in again.
  @Test func anotherUsersPendingRedemptionIsHeldUntilTheyReturn() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["A-1"], to: Self.anna)
    await backend.giveCoupons(["B-1"], to: Self.bob)
    let sdk = try await Container.loyaltyTesting(backend: backend, signedIn: false).resolve(WarplySDK.self)
    try await sdk.deiLogin(email: Self.anna)
    await backend.addFault(.loseAnswer())
    guard case .pending = try await sdk.redeemCoupon(productId: "A-1") else {
      Issue.record("expected pending")
      return
    }
    let annas = try #require(try await sdk.redemptions.pendingRedemptions().first)
    await backend.clearFaults()
    try await sdk.logout()

    try await sdk.deiLogin(email: Self.bob)
    #expect(try await sdk.redemptions.pendingRedemptions().isEmpty)
    #expect(await sdk.redemptions.reconcilePending().isEmpty)
    #expect(await backend.redeemRequests.allSatisfy { $0.user == Self.anna }, "nothing sent with Bob's tokens")
    try await sdk.logout()

    try await sdk.deiLogin(email: Self.anna)
    #expect(try await sdk.redemptions.pendingRedemptions() == [annas])
    let reconciled = await sdk.redemptions.reconcilePending()
    guard case .success(.redeemed("A-1", _))? = reconciled[annas.request] else {
      Issue.record("expected Anna's redemption to complete, got \(reconciled)")
      return
    }
    #expect(
      await backend.redemptions
        == [LoyaltyFakeBackend.Redemption(user: Self.anna, couponCode: "A-1", idempotencyKey: annas.idempotencyKey)])
    #expect(Set(await backend.redeemRequests.map(\.idempotencyKey)) == [annas.idempotencyKey])
    #expect(try await sdk.redemptions.pendingRedemptions().isEmpty)
    #expect(await sdk.redemptions.reconcilePending().isEmpty, "reconciled once")
  }

  /// The platform redeems Anna's coupon, and before its answer arrives Anna signs out and Bob in:
  /// the answer is credited to nobody (pending, waiting for a sign-in), Bob never sees the intent,
  /// and Anna's next reconcile settles it from the platform's replay.
  @Test func anAnswerArrivingAfterTheUserChangedIsCreditedToNobody() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["A-1"], to: Self.anna)
    let sdk = try await Container.loyaltyTesting(backend: backend, signedIn: false).resolve(WarplySDK.self)
    try await sdk.deiLogin(email: Self.anna)
    let gate = SuspendedOperation<Void>()
    await backend.addFault(.holdAnswer(gate), to: "coupon.redeem", times: 1)
    let redeeming = Task { try await sdk.redeemCoupon(productId: "A-1") }
    await gate.waitForCalls(1)
    try await sdk.logout()
    try await sdk.deiLogin(email: Self.bob)
    gate.resumeAll(returning: ())
    guard case .pending(_, let reason) = try await redeeming.value else {
      Issue.record("expected pending")
      return
    }
    #expect(reason.kind == .signInRequired)
    #expect(try await sdk.redemptions.pendingRedemptions().isEmpty)
    try await sdk.logout()
    try await sdk.deiLogin(email: Self.anna)
    let annas = try #require(try await sdk.redemptions.pendingRedemptions().first)
    guard case .success(.redeemed("A-1", _))? = await sdk.redemptions.reconcilePending()[annas.request] else {
      Issue.record("expected Anna's redemption to settle")
      return
    }
    #expect(await backend.redemptions.map(\.idempotencyKey) == [annas.idempotencyKey])
  }
}
