import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// How each answer to a redemption is sorted: only a definite refusal forgets the key; every answer
/// that proves nothing keeps it and is pending.
@Suite struct LoyaltyRedemptionOutcomeTests {
  static let coffee = LoyaltyRedemptionRequest(couponCode: "COFFEE-1")
  static let redeemed = LoyaltyRedemptionOutcome.redeemed(
    code: "COFFEE-1", at: LoyaltyDate.parse(LoyaltyFakeBackend.redeemedDate))

  /// Answers that prove nothing, each applied to every context request (the redemption and the
  /// status check after it).
  static let unknownAnswers: [(String, LoyaltyFakeBackend.Fault, RemoteUncertainty.Kind)] = [
    (
      "409 in progress",
      .answer(.error(409, code: "IDEMPOTENCY_KEY_IN_USE", message: "still processing", retryAfter: "1")), .inProgress
    ),
    ("unreadable 2xx", .garbleAnswer, .unreadableAnswer),
    ("2xx without the platform's status", .answer(.json(#"{"result":"ok"}"#)), .unreadableAnswer),
    ("timeout", .loseAnswer(.network(.timeout)), .noAnswer),
    ("dropped connection", .loseAnswer(), .noAnswer),
    ("dropped before the platform got it", .answer(.drop), .noAnswer),
    ("500", .answer(.error(500, code: "INTERNAL")), .serverFailure),
    ("503", .answer(.error(503, code: "UNAVAILABLE", retryAfter: "2")), .serverFailure),
    ("429", .answer(.error(429, code: "SLOW_DOWN", retryAfter: "2")), .throttled),
    ("offline", .answer(.fail(.network(.offline))), .notDelivered),
    ("host unreachable", .answer(.fail(.network(.cannotConnect))), .notDelivered),
  ]

  @Test(arguments: unknownAnswers)
  func anAnswerThatProvesNothingIsPendingUnderTheSameKey(
    name: String, fault: LoyaltyFakeBackend.Fault, kind: RemoteUncertainty.Kind
  ) async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["COFFEE-1"])
    await backend.addFault(fault)
    let redemptions = try await Container.loyaltyTesting(backend: backend).resolve(WarplySDK.self).redemptions
    let outcome = try await redemptions.redeem(Self.coffee)
    guard case .pending(let request, let reason) = outcome else {
      Issue.record("\(name): expected pending, got \(outcome)")
      return
    }
    #expect(request == Self.coffee)
    #expect(reason.kind == kind, "\(name): \(reason)")
    #expect(
      await backend.actions.last == (reason.mayHaveBeenApplied ? "coupon.user_coupons" : "coupon.redeem"),
      "\(name): the coupon is checked only when the platform may have redeemed it")
    let kept = try #require(try await redemptions.pendingRedemptions().first, "\(name): the key is kept")
    await backend.clearFaults()
    #expect(try await redemptions.redeem(Self.coffee) == Self.redeemed)
    #expect(await backend.redemptions.map(\.idempotencyKey) == [kept.idempotencyKey], "\(name): redeemed once")
    #expect(
      Set(await backend.redeemRequests.map(\.idempotencyKey)) == [kept.idempotencyKey], "\(name): never a new key")
    #expect(try await redemptions.pendingRedemptions().isEmpty)
  }

  /// Definite refusals: the platform said it will not redeem it.
  static let refusals: [(String, LoyaltyFakeBackend.Fault?, platformAnswer: String?, code: Int)] = [
    (
      "already redeemed", nil,
      LoyaltySamples.context("MAPP_COUPON", .null, status: -2, message: "Coupon already redeemed"), -2
    ),
    ("not found", nil, LoyaltySamples.context("MAPP_COUPON", .null, status: -1, message: "Coupon not found"), -1),
    ("400", .answer(.error(400, code: "INVALID_REQUEST")), nil, 400),
    ("403", .answer(.error(403, code: "FORBIDDEN")), nil, 403),
    ("404", .answer(.error(404, code: "NOT_FOUND")), nil, 404),
    ("422", .answer(.error(422, code: "IDEMPOTENCY_KEY_REUSED")), nil, 422),
  ]

  @Test(arguments: refusals)
  func aDefiniteRefusalForgetsTheKeyAndIsReported(
    name: String, fault: LoyaltyFakeBackend.Fault?, platformAnswer: String?, code: Int
  ) async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["COFFEE-1"])
    if let fault { await backend.addFault(fault, to: "coupon.redeem") }
    if let platformAnswer { await backend.answer("coupon.redeem", platformAnswer) }
    let redemptions = try await Container.loyaltyTesting(backend: backend).resolve(WarplySDK.self).redemptions
    do {
      let outcome = try await redemptions.redeem(Self.coffee)
      Issue.record("\(name): expected the refusal, got \(outcome)")
    } catch {
      #expect(error.code == code, "\(name): \(error)")
    }
    #expect(try await redemptions.pendingRedemptions().isEmpty, "\(name): the key is forgotten")
    #expect(await backend.actions == ["coupon.redeem"], "\(name): a refusal needs no status check")
  }

  @Test func aLostAnswerIsSettledByACouponThatNowShowsRedeemed() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["COFFEE-1"])
    await backend.addFault(.loseAnswer(), to: "coupon.redeem")
    let redemptions = try await Container.loyaltyTesting(backend: backend).resolve(WarplySDK.self).redemptions
    #expect(try await redemptions.redeem(Self.coffee) == Self.redeemed)
    #expect(await backend.actions.last == "coupon.user_coupons", "the status check settled it")
    #expect(await backend.redemptions.count == 1)
    #expect(try await redemptions.pendingRedemptions().isEmpty)
  }

  @Test(arguments: [
    LoyaltyFakeBackend.Fault.answer(.error(404, code: "NOT_FOUND")), .answer(.error(500, code: "INTERNAL")),
    .garbleAnswer, .answer(.json(LoyaltySamples.context("MAPP_COUPON", .null, status: -1))),
  ])
  func aFailingStatusCheckLeavesItPending(statusCheck: LoyaltyFakeBackend.Fault) async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["COFFEE-1"])
    await backend.addFault(.loseAnswer(.network(.timeout)), to: "coupon.redeem")
    await backend.addFault(statusCheck, to: "coupon.user_coupons")
    let redemptions = try await Container.loyaltyTesting(backend: backend).resolve(WarplySDK.self).redemptions
    guard case .pending(_, let reason) = try await redemptions.redeem(Self.coffee) else {
      Issue.record("expected pending")
      return
    }
    #expect(reason.kind == .noAnswer, "the redemption's own reason, not the status check's")
    #expect(await backend.actions.last == "coupon.user_coupons")
    #expect(try await redemptions.pendingRedemptions().count == 1)
  }

  @Test func aRedemptionWhileSignedOutIsRefusedBeforeAnythingIsSent() async throws {
    let backend = LoyaltyFakeBackend()
    let redemptions = try await Container.loyaltyTesting(backend: backend, signedIn: false)
      .resolve(WarplySDK.self).redemptions
    await #expect(throws: WarplyError.authenticationFailed) { try await redemptions.redeem(Self.coffee) }
    #expect(await backend.transport.requests.isEmpty)
    #expect(try await redemptions.pendingRedemptions().isEmpty)
    #expect(await redemptions.reconcilePending().isEmpty)
  }
}
