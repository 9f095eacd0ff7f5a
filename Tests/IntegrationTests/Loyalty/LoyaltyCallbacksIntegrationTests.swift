import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The platform SDK's callback variants over real HTTP: each completes on the main actor with what
/// its async twin returns; a variant with a failure callback reports the error's code, the others
/// complete with `nil` or `false`.
@Suite(.referenceServer, .serialized) struct LoyaltyCallbacksIntegrationTests {
  @Test func signInAndOutCallbacksSayWhetherTheUserIsSignedIn() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let sdk = host.sdk
    #expect(await completion { sdk.initialize(callback: $0) })
    #expect(await outcome { sdk.deiLogin(email: "not-an-email", completion: $0, failureCallback: $1) } == .failure(-1))
    #expect(
      try await outcome { sdk.deiLogin(email: LoyaltyHost.freshEmail(), completion: $0, failureCallback: $1) }.get())
    #expect(await completion { sdk.logout(completion: $0) })
    #expect(await !completion { sdk.verifyTicket(guid: "g-1", ticket: "expired", completion: $0) })
    #expect(await completion { sdk.verifyTicket(guid: "g-\(UUID())", ticket: "t-1", completion: $0) })
    #expect(try await sdk.account.userID?.hasPrefix("sub:cosmote:") == true)
    #expect(await completion { sdk.getCosmoteUser(guid: "g-\(UUID())", completion: $0) })
    #expect(await completion { sdk.logout(completion: $0) })
    #expect(await !sdk.isSignedIn)
  }

  @Test func campaignAndCouponCallbacksCompleteWithTheirAsyncResults() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let sdk = host.sdk
    try await sdk.deiLogin(email: LoyaltyHost.freshEmail())
    #expect(try await outcome { sdk.getCampaigns(completion: $0, failureCallback: $1) }.get() == sdk.getCampaigns())
    #expect(
      try await outcome { sdk.getCampaignsPersonalized(completion: $0, failureCallback: $1) }.get()
        == sdk.getCampaignsPersonalized())
    #expect(
      await completion { sdk.getSingleCampaign(sessionUuid: "c-coffee", completion: $0) }?.sessionUUID == "c-coffee")
    #expect(await completion { sdk.getSingleCampaign(sessionUuid: "c-nowhere", completion: $0) } == nil, "404")
    #expect(await completion { sdk.getSupermarketCampaign(completion: $0) }?.sessionUUID == "c-market")
    #expect(await completion { sdk.getAvailableCoupons(completion: $0) } == (try await sdk.getAvailableCoupons()))

    #expect(try await outcome { sdk.getCoupons(completion: $0, failureCallback: $1) }.get() == sdk.getCoupons())
    #expect(
      try await outcome { sdk.getCouponsUniversal(completion: $0, failureCallback: $1) }.get()
        == sdk.getCouponsUniversal())
    #expect(try await outcome { sdk.getCouponSets(completion: $0, failureCallback: $1) }.get() == sdk.getCouponSets())
    #expect(
      try await outcome { sdk.getRedeemedSMHistory(completion: $0, failureCallback: $1) }.get()
        == sdk.getRedeemedSMHistory())
    #expect(await completion { sdk.validateCoupon("FUEL-1", completion: $0) })
    #expect(await !completion { sdk.validateCoupon("NO-SUCH-COUPON", completion: $0) })
    guard case .redeemed("FUEL-1", _)? = await completion({ sdk.redeemCoupon(productId: "FUEL-1", completion: $0) })
    else {
      Issue.record("expected FUEL-1 to be redeemed")
      return
    }
    #expect(await completion { sdk.redeemCoupon(productId: "FUEL-1", completion: $0) } == nil, "already redeemed")
  }

  @Test func accountAndMerchantCallbacksCompleteWithTheirAsyncResults() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let sdk = host.sdk
    let email = LoyaltyHost.freshEmail()
    try await sdk.deiLogin(email: email)
    #expect(try await outcome { sdk.getProfile(completion: $0, failureCallback: $1) }.get() == sdk.getProfile())
    #expect(
      await !completion { sdk.changePassword(oldPassword: "wrong", newPassword: "new-password-1", completion: $0) })
    #expect(
      await completion {
        sdk.changePassword(oldPassword: "demo-password", newPassword: "new-password-1", completion: $0)
      }
    )
    #expect(await completion { sdk.resetPassword(email: email, completion: $0) })
    #expect(await completion { sdk.requestOtp(phoneNumber: "6900000000", completion: $0) })

    let added = await completion {
      sdk.addCard(
        cardNumber: "4111 1111 1111 1111", cardIssuer: "VISA", cardHolder: "M PAPA", expirationMonth: "12",
        expirationYear: "2030", completion: $0)
    }
    let card = try #require(added)
    #expect(
      await completion {
        sdk.addCard(
          cardNumber: "4111", cardIssuer: "VISA", cardHolder: "M PAPA", expirationMonth: "12", expirationYear: "2030",
          completion: $0)
      } == nil, "refused before sending")
    #expect(await completion { sdk.getCards(completion: $0) } == [card])
    #expect(await completion { sdk.deleteCard(token: card.token, completion: $0) })
    #expect(await !completion { sdk.deleteCard(token: card.token, completion: $0) }, "already deleted")
    #expect(await completion { sdk.getTransactionHistory(completion: $0) } == (try await sdk.getTransactionHistory()))
    #expect(await completion { sdk.getPointsHistory(completion: $0) } == (try await sdk.getPointsHistory()))
    #expect(
      try await outcome { sdk.getMarketPassDetails(completion: $0, failureCallback: $1) }.get()
        == sdk.getMarketPassDetails())

    #expect(try await outcome { sdk.getMerchants(completion: $0, failureCallback: $1) }.get() == sdk.getMerchants())
    #expect(
      try await outcome { sdk.getMerchantCategories(completion: $0, failureCallback: $1) }.get()
        == sdk.getMerchantCategories())
    #expect(
      try await outcome { sdk.getArticles(categories: ["help"], completion: $0, failureCallback: $1) }.get()
        == sdk.getArticles(categories: ["help"]))
  }

  @Test func failuresReachTheFailureCallbackWithTheirCode() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let sdk = host.sdk
    // Signed out: every authenticated call fails with 401 and the optional variants complete empty.
    #expect(await outcome { sdk.getCoupons(completion: $0, failureCallback: $1) } == .failure(401))
    #expect(await outcome { sdk.getCouponsUniversal(completion: $0, failureCallback: $1) } == .failure(401))
    #expect(await outcome { sdk.getCampaignsPersonalized(completion: $0, failureCallback: $1) } == .failure(401))
    #expect(await outcome { sdk.getRedeemedSMHistory(completion: $0, failureCallback: $1) } == .failure(401))
    #expect(await outcome { sdk.getMarketPassDetails(completion: $0, failureCallback: $1) } == .failure(401))
    #expect(await completion { sdk.getCards(completion: $0) } == nil)
    #expect(await completion { sdk.getPointsHistory(completion: $0) } == nil)
    #expect(await completion { sdk.logout(completion: $0) }, "signing out while signed out is no failure")

    // An outage of the public context: the 503 after the retries reaches the failure callback.
    let path = "/api/mobile/v2/\(LoyaltyHost.appUUID)/context"
    try await host.server.clearFaults()
    _ = try await host.server.addFault(.init(pathPrefix: path, status: 503))
    #expect(await outcome { sdk.getCampaigns(completion: $0, failureCallback: $1) } == .failure(503))
    #expect(await outcome { sdk.getCouponSets(completion: $0, failureCallback: $1) } == .failure(503))
    #expect(await outcome { sdk.getMerchants(completion: $0, failureCallback: $1) } == .failure(503))
    #expect(await outcome { sdk.getMerchantCategories(completion: $0, failureCallback: $1) } == .failure(503))
    #expect(await outcome { sdk.getArticles(completion: $0, failureCallback: $1) } == .failure(503))
    #expect(await completion { sdk.getAvailableCoupons(completion: $0) } == nil)
    #expect(await completion { sdk.getSupermarketCampaign(completion: $0) } == nil)
    try await host.server.clearFaults()
  }
}

/// What a callback variant with a failure callback reported: its value, or the code.
private enum CallbackOutcome<Value: Sendable & Equatable>: Sendable, Equatable {
  case success(Value)
  case failure(Int)

  struct Failed: Error {
    let code: Int
  }

  /// The value.
  /// - Throws: ``Failed`` with the code the failure callback reported.
  func get() throws -> Value {
    switch self {
    case .success(let value): value
    case .failure(let code): throw Failed(code: code)
    }
  }
}

/// Starts a callback variant and waits for its completion, checking it runs on the main actor.
private func completion<Value: Sendable>(_ start: (@escaping WarplySDK.Completion<Value>) -> Void) async -> Value {
  await withCheckedContinuation { continuation in
    start { value in
      MainActor.assertIsolated()
      continuation.resume(returning: value)
    }
  }
}

/// Starts a callback variant with a failure callback and waits for whichever it calls.
private func outcome<Value: Sendable & Equatable>(
  _ start: (@escaping WarplySDK.Completion<Value>, @escaping WarplySDK.FailureCallback) -> Void
) async -> CallbackOutcome<Value> {
  await withCheckedContinuation { continuation in
    start(
      { value in
        MainActor.assertIsolated()
        continuation.resume(returning: .success(value))
      },
      { code in
        MainActor.assertIsolated()
        continuation.resume(returning: .failure(code))
      })
  }
}
