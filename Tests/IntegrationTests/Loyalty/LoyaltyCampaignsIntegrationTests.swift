import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Sign-in, the campaign pipeline, coupons, account and content over real HTTP (serialized: one
/// test injects a fault on the shared server).
@Suite(.referenceServer, .serialized) struct LoyaltyCampaignsIntegrationTests {
  @Test func signedInCampaignsRunThePipeline() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let sdk = host.sdk
    try await sdk.initialize()
    try await sdk.deiLogin(email: LoyaltyHost.freshEmail())
    let events = try host.container.resolve(EventBus.self).events(of: LoyaltyCampaignsRetrievedEvent.self)
    let campaigns = try await sdk.getCampaigns()
    // Personalized merged in; sold-out set dropped; carousel apart; ccms/telco/questionnaire hidden; sorted.
    #expect(campaigns.map(\.sessionUUID) == ["c-birthday", "c-coffee"])
    #expect(await sdk.state.carouselList.map(\.sessionUUID) == ["c-fuel"])
    #expect(
      await sdk.state.allCampaignList.map(\.sessionUUID) == [
        "c-birthday", "c-fuel", "c-coffee", "c-survey", "c-telco", "c-ccms",
      ])
    #expect(await sdk.state.campaignList.map(\.sessionUUID) == ["c-birthday", "c-fuel", "c-coffee"])
    #expect(campaigns.first?.couponAvailability == 1)
    #expect(campaigns.last?.indexURL?.absoluteString == "https://cdn.warply.test/c/coffee")
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next()?.campaigns.count == 2)
  }

  @Test func signedOutCampaignsKeepEveryBasicCampaign() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let campaigns = try await host.sdk.getCampaigns()
    #expect(campaigns.map(\.sessionUUID) == ["c-coffee", "c-soldout"])
    #expect(await host.sdk.state.allCampaignList.count == 5)
  }

  @Test func singleAndSupermarketCampaignsAndPages() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let single = try await host.sdk.getSingleCampaign(sessionUuid: "c-fuel")
    #expect(single.title == "10% off fuel")
    let market = try #require(try await host.sdk.getSupermarketCampaign())
    #expect(market.sessionUUID == "c-market")
    guard case .campaignWebPage(let url, let parameters)? = try await host.sdk.openSuperMarketsFlow() else {
      Issue.record("expected the supermarket page")
      return
    }
    #expect(url.absoluteString == "https://cdn.warply.test/c/market")
    #expect(parameters.contains("\"app_uuid\":\"\(LoyaltyHost.appUUID)\""))
    #expect(!parameters.contains("access_token"), "signed out: no token in the page parameters")
    #expect(host.sdk.constructCcmsUrl(single).path == "/api/session/c-fuel")
    await #expect(throws: WarplyError.serverError(404)) { try await host.sdk.getSingleCampaign(sessionUuid: "nope") }
  }

  @Test func couponsSplitIntoActiveAndRedeemed() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    let active = try await host.sdk.getCoupons()
    #expect(active.map(\.code) == ["FUEL-1", "COFFEE-1"])
    #expect(await host.sdk.state.oldCouponList.map(\.code) == ["COFFEE-0"])
    #expect(active.first?.expirationDisplay == "30/06/2027")
    #expect(try await host.sdk.getCouponsUniversal().map(\.code) == ["UNI-1"])
    let sets = try await host.sdk.getCouponSets()
    #expect(sets.map(\.uuid) == ["cs-coffee", "cs-fuel"])
    #expect(sets.first?.discount == Decimal(string: "2.50"))
    #expect(try await host.sdk.getAvailableCoupons()["cs-cinema"] == 0)
  }

  @Test func accountCardsAndHistory() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let email = LoyaltyHost.freshEmail()
    try await host.sdk.deiLogin(email: email)
    let profile = try await host.sdk.getProfile()
    #expect(profile.email == email)
    #expect(profile.points == 27)
    await #expect(throws: WarplyError.invalidInput(field: "cardNumber", reason: "the Luhn check fails")) {
      _ = try await host.sdk.addCard(
        cardNumber: "4111 1111 1111 1112", cardIssuer: "VISA", cardHolder: "M", expirationMonth: "01",
        expirationYear: "2030")
    }
    let card = try await host.sdk.addCard(
      cardNumber: "4111 1111 1111 1111", cardIssuer: "VISA", cardHolder: "M", expirationMonth: "01",
      expirationYear: "2030")
    #expect(card.maskedNumber == "**** **** **** 1111")
    #expect(try await host.sdk.getCards().map(\.token) == [card.token])
    try await host.sdk.deleteCard(token: card.token)
    #expect(try await host.sdk.getCards().isEmpty)
    let points = try await host.sdk.getPointsHistory()
    #expect(points.map(\.points) == [2, -20, 45], "newest first")
    #expect(try await host.sdk.getTransactionHistory().map(\.description) == ["Coffee", "Fuel"])
    try await host.sdk.changePassword(oldPassword: "demo-password", newPassword: "new-password-1")
    await #expect(throws: WarplyError.platformStatus(-1, message: "Old password is wrong")) {
      try await host.sdk.changePassword(oldPassword: "demo-password", newPassword: "other-password")
    }
    try await host.sdk.resetPassword(email: email)
    try await host.sdk.requestOtp(phoneNumber: "+306900000000")
    let pass = try await host.sdk.getMarketPassDetails()
    #expect(pass.balance == Decimal(string: "15.20"))
    #expect(try await host.sdk.openSupermarketsMap() == .supermarketsMap(url: try #require(pass.mapURL)))
    let history = try await host.sdk.getRedeemedSMHistory()
    #expect(history.coupons.map(\.code) == ["SM-2", "SM-1"])
    #expect(history.totalRedeemedValue == Decimal(string: "12.40"))
  }

  @Test func merchantsFilterOnTheSphere() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let syntagma = LoyaltyCoordinate(latitude: 37.9755, longitude: 23.7348)
    let nearby = try await host.sdk.getMerchants(center: syntagma, distance: 10_000)
    #expect(nearby.map(\.uuid) == ["m-cafe", "m-fuel"], "Piraeus is about 8 km away, Thessaloniki about 300 km")
    #expect(try await host.sdk.getMerchants(categories: ["cat-food"]).map(\.uuid) == ["m-cafe", "m-thess"])
    #expect(try await host.sdk.getMerchants(parentUuids: ["m-cafe"]).map(\.uuid) == ["m-thess"])
    #expect(try await host.sdk.getMerchantCategories().count == 2)
    #expect(try await host.sdk.getArticles(categories: ["news"]).map(\.uuid) == ["a-2"])
  }

  @Test func cosmoteSignInAndLogout() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await host.sdk.getCosmoteUser(guid: "g-\(UUID().uuidString.prefix(6))")
    #expect(await host.sdk.isSignedIn)
    try await host.sdk.logout()
    #expect(await !host.sdk.isSignedIn)
    await #expect(throws: WarplyError.authenticationFailed) { _ = try await host.sdk.getProfile() }
    await #expect(throws: WarplyError.platformStatus(-1, message: "Ticket expired")) {
      try await host.sdk.verifyTicket(guid: "g-1", ticket: "expired")
    }
    try await host.sdk.verifyTicket(guid: "g-1", ticket: "fresh")
    #expect(await host.sdk.isSignedIn)
  }

  @Test func everyCallPostsOneAnalyticsEvent() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let bus = try host.container.resolve(EventBus.self)
    let events = bus.events(of: LoyaltyAnalyticsBusEvent.self)
    _ = try await host.sdk.getCouponSets()
    _ = try? await host.sdk.getProfile()
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next()?.eventName == "custom_success_coupon_sets_loyalty")
    #expect(await iterator.next()?.eventName == "custom_error_profile_loyalty")
  }

  @Test func callbackVariantsCompleteOnTheMainActorWithTheSeedsCodes() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let sdk = host.sdk
    let sets = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
      sdk.getCouponSets(
        completion: { sets in
          MainActor.assertIsolated()
          continuation.resume(returning: sets.count)
        }, failureCallback: { code in continuation.resume(returning: code) })
    }
    #expect(sets == 2)
    let code = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
      sdk.getProfile(
        completion: { _ in continuation.resume(returning: 0) },
        failureCallback: { code in
          continuation.resume(returning: code)
        })
    }
    #expect(code == 401, "signed out")
    let validated = await withCheckedContinuation { continuation in
      sdk.validateCoupon("COFFEE-1") { continuation.resume(returning: $0) }
    }
    #expect(!validated)
  }

  @Test func aRateLimitedCallReportsItsRetryAfter() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let path = "/api/mobile/v2/\(LoyaltyHost.appUUID)/context"
    _ = try await host.server.addFault(.init(pathPrefix: path, status: 429, retryAfter: "7", times: 1))
    await #expect(throws: WarplyError.rateLimited(retryAfter: .seconds(7))) { _ = try await host.sdk.getCouponSets() }
    #expect(try await host.sdk.getCouponSets().count == 2, "the next call goes through")
    #expect(await host.sdk.getNetworkStatus() != 0)
  }
}
