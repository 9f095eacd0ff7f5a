import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Redemption exactly once over real HTTP: concurrent taps, a dropped response, a restart.
@Suite(.referenceServer, .serialized) struct LoyaltyRedemptionIntegrationTests {
  static let contextPath = "/oauth/\(LoyaltyHost.appUUID)/context"

  @Test func twentyTapsAndADroppedResponseRedeemOnce() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let email = LoyaltyHost.freshEmail()
    try await host.sdk.deiLogin(email: email)
    let replaysBefore = try await host.server.stats().idempotentReplays
    _ = try await host.server.addFault(.init(pathPrefix: Self.contextPath, dropResponse: true, times: 1))
    let outcomes = try await withThrowingTaskGroup(of: LoyaltyRedemptionOutcome.self) { group in
      for _ in 0..<20 {
        group.addTask { try await host.sdk.redeemCoupon(productId: "COFFEE-1", productUuid: "cs-coffee") }
      }
      return try await group.reduce(into: [LoyaltyRedemptionOutcome]()) { $0.append($1) }
    }
    #expect(outcomes.count == 20)
    #expect(Set(outcomes).count == 1)
    guard case .redeemed(let code, let date) = outcomes[0] else {
      Issue.record("expected redeemed, got \(outcomes[0])")
      return
    }
    #expect(code == "COFFEE-1" && date != nil)
    #expect(try await host.counters(for: email).redemptions == 1)
    #expect(try await host.server.stats().idempotentReplays - replaysBefore == 1, "the lost answer was replayed")
    #expect(try await host.sdk.redemptions.pendingRedemptions().isEmpty)
  }

  @Test func validateHasNoSideEffects() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let email = LoyaltyHost.freshEmail()
    try await host.sdk.deiLogin(email: email)
    for _ in 0..<3 { try await host.sdk.validateCoupon("FUEL-1") }
    let counters = try await host.counters(for: email)
    #expect(counters.validations == 3 && counters.redemptions == 0)
    #expect(try await host.sdk.getCoupons().map(\.code).contains("FUEL-1"))
  }

  @Test func aRedemptionShowsOnTheNextRefreshOfAnotherDevice() async throws {
    let phone = try LoyaltyHost()
    let tablet = try LoyaltyHost()
    defer {
      phone.removeFiles()
      tablet.removeFiles()
    }
    let email = LoyaltyHost.freshEmail()
    try await phone.sdk.deiLogin(email: email)
    try await tablet.sdk.deiLogin(email: email)
    #expect(try await tablet.sdk.getCoupons().map(\.code).contains("FUEL-1"))
    _ = try await phone.sdk.redeemCoupon(productId: "FUEL-1")
    #expect(try await !tablet.sdk.getCoupons().map(\.code).contains("FUEL-1"))
    #expect(await tablet.sdk.state.oldCouponList.map(\.code).contains("FUEL-1"))
    await #expect(throws: WarplyError.platformStatus(-2, message: "Coupon already redeemed")) {
      _ = try await tablet.sdk.redeemCoupon(productId: "FUEL-1")
    }
  }

  @Test func anUnansweredRedemptionIsPendingAndReconciledAfterARestartUnderItsKey() async throws {
    let first = try LoyaltyHost()
    defer { first.removeFiles() }
    let email = LoyaltyHost.freshEmail()
    try await first.sdk.deiLogin(email: email)
    // Every attempt and the status check are dropped unanswered: the outcome is unknown.
    let rule = try await first.server.addFault(.init(pathPrefix: Self.contextPath, drop: true))
    let outcome = try await first.sdk.redeemCoupon(productId: "COFFEE-1")
    #expect(outcome == .pending(LoyaltyRedemptionRequest(couponCode: "COFFEE-1")))
    let pending = try await first.sdk.redemptions.pendingRedemptions()
    #expect(pending.count == 1)
    try await first.server.clearFaults()
    _ = rule
    // The app restarts on the same data directory; another user sees nothing of it.
    let second = try LoyaltyHost(directory: first.directory)
    try await second.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    #expect(try await second.sdk.redemptions.pendingRedemptions().isEmpty)
    #expect(await second.sdk.redemptions.reconcilePending().isEmpty, "never sent with another user's token")
    try await second.sdk.logout()
    try await second.sdk.deiLogin(email: email)
    #expect(try await second.sdk.redemptions.pendingRedemptions() == pending, "the key survived the restart")
    let reconciled = await second.sdk.redemptions.reconcilePending()
    guard case .success(.redeemed(let code, _))? = reconciled[LoyaltyRedemptionRequest(couponCode: "COFFEE-1")] else {
      Issue.record("expected the pending redemption to complete, got \(reconciled)")
      return
    }
    #expect(code == "COFFEE-1")
    #expect(try await second.counters(for: email).redemptions == 1)
    #expect(try await second.sdk.redemptions.pendingRedemptions().isEmpty)
  }
}
