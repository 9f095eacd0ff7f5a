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
    try Self.expectPending(try await first.sdk.redeemCoupon(productId: "COFFEE-1"), .noAnswer)
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

  // MARK: - Answers that prove nothing

  /// The first attempt works longer than the client waits; its retry, under the same key, meets the
  /// key still in use (409 `IDEMPOTENCY_KEY_IN_USE`): pending, key kept; once the first request is
  /// done, a reconcile replays its answer and the coupon was redeemed once, under that key.
  @Test func aRetryThatFindsTheFirstRequestStillRunningIsPendingThenRedeemedOnce() async throws {
    let host = try LoyaltyHost(requestTimeout: .seconds(1))
    defer { host.removeFiles() }
    try await host.server.clearFaults()
    let email = LoyaltyHost.freshEmail()
    try await host.sdk.deiLogin(email: email)
    _ = try await host.server.addFault(
      .init(pathPrefix: Self.contextPath, method: "POST", processingMs: 5_000, times: 1))
    try Self.expectPending(try await host.sdk.redeemCoupon(productId: "COFFEE-1"), .inProgress)
    let pending = try #require(try await host.sdk.redemptions.pendingRedemptions().first)
    try await host.waitUntil("the first request redeemed the coupon") {
      try await host.counters(for: email).redemptions == 1
    }
    try await Self.expectReconciledOnce(host, email: email, key: pending.idempotencyKey)
  }

  /// The platform redeemed the coupon but its answer (and the status check's) arrived unreadable:
  /// pending, key kept; the reconcile's replay settles it, redeemed once.
  @Test func anUnreadableSuccessIsPendingThenTheReplaySettlesIt() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let email = LoyaltyHost.freshEmail()
    try await host.sdk.deiLogin(email: email)
    try await host.server.clearFaults()
    _ = try await host.server.addFault(
      .init(pathPrefix: Self.contextPath, method: "POST", garbleResponse: true, times: 2))
    try Self.expectPending(try await host.sdk.redeemCoupon(productId: "COFFEE-1"), .unreadableAnswer)
    let pending = try #require(try await host.sdk.redemptions.pendingRedemptions().first)
    #expect(try await host.counters(for: email).redemptions == 1, "the platform did it")
    try await Self.expectReconciledOnce(host, email: email, key: pending.idempotencyKey)
  }

  /// Every answer is lost after the platform did the work (the retries' and the status check's
  /// too): pending, key kept; once answers flow, the reconcile's replay settles it, redeemed once.
  @Test func aDroppedAnswerIsPendingThenRedeemedOnce() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let email = LoyaltyHost.freshEmail()
    try await host.sdk.deiLogin(email: email)
    try await host.server.clearFaults()
    _ = try await host.server.addFault(.init(pathPrefix: Self.contextPath, method: "POST", dropResponse: true))
    try Self.expectPending(try await host.sdk.redeemCoupon(productId: "COFFEE-1"), .noAnswer)
    let pending = try #require(try await host.sdk.redemptions.pendingRedemptions().first)
    try await host.server.clearFaults()
    try await Self.expectReconciledOnce(host, email: email, key: pending.idempotencyKey)
  }

  private static func expectPending(
    _ outcome: LoyaltyRedemptionOutcome, _ kind: RemoteUncertainty.Kind,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard case .pending(let request, let reason) = outcome else {
      Issue.record("expected pending, got \(outcome)", sourceLocation: sourceLocation)
      return
    }
    #expect(request == LoyaltyRedemptionRequest(couponCode: "COFFEE-1"), sourceLocation: sourceLocation)
    #expect(reason.kind == kind, "\(reason)", sourceLocation: sourceLocation)
  }

  private static func expectReconciledOnce(
    _ host: LoyaltyHost, email: String, key: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let reconciled = await host.sdk.redemptions.reconcilePending()
    guard case .success(.redeemed("COFFEE-1", _))? = reconciled[LoyaltyRedemptionRequest(couponCode: "COFFEE-1")]
    else {
      Issue.record("expected the pending redemption to complete, got \(reconciled)", sourceLocation: sourceLocation)
      return
    }
    #expect(try await host.sdk.redemptions.pendingRedemptions().isEmpty, sourceLocation: sourceLocation)
    let counters = try await host.counters(for: email)
    #expect(counters.redemptions == 1, sourceLocation: sourceLocation)
    #expect(counters.redeemed == [.init(coupon: "COFFEE-1", idempotencyKey: key)], sourceLocation: sourceLocation)
  }
}
