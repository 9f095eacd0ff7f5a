import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The remaining public APIs over real HTTP: personalized campaigns, campaign pages and their
/// signed-in parameters, the market-pass map URL, device token and info, events by name, and the
/// configuration diagnostics.
@Suite(.referenceServer, .serialized) struct LoyaltyAPISurfaceIntegrationTests {
  @Test func personalizedCampaignsAndSignedInPageParameters() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    let personal = try await host.sdk.getCampaignsPersonalized()
    #expect(personal.map(\.sessionUUID) == ["c-birthday", "c-ccms"])
    let birthday = try #require(personal.first)
    #expect(host.sdk.constructCampaignUrl(birthday) == birthday.indexURL)
    let parameters = try JSONValue(parsing: await host.sdk.constructCampaignParams(birthday, isMap: true))
    #expect(parameters["session_uuid"]?.stringValue == "c-birthday" && parameters["map"]?.boolValue == true)
    let token = try await host.tokens().validAccessToken()
    #expect(parameters["access_token"]?.stringValue == token, "signed in: the page gets a valid token")
    guard case .campaignWebPage(let url, _)? = await host.sdk.campaignDestination(birthday) else {
      Issue.record("expected the campaign page")
      return
    }
    #expect(url == birthday.indexURL)
    #expect(host.sdk.showDialog("Title", "Message") == .dialog(title: "Title", message: "Message", button: "OK"))
  }

  @Test func theMarketPassMapURLIsStoredAfterTheDetails() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    #expect(await host.sdk.getMarketPassMapUrl() == nil)
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    let pass = try await host.sdk.getMarketPassDetails()
    #expect(await host.sdk.getMarketPassMapUrl() == pass.mapURL)
    #expect(pass.mapURL?.absoluteString == "https://maps.warply.test/markets", "escaped slashes cleaned")
  }

  @Test func theDeviceTokenIsSentOnceAndOnlyWhenItChanged() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await host.server.reset()
    #expect(try await host.sdk.updateDeviceToken("apns-1") == .delivered)
    #expect(try await host.sdk.sendDeviceInfoIfNeeded() == nil, "unchanged")
    #expect(try await host.sdk.updateDeviceToken("apns-1") == nil, "the same token is not sent again")
    #expect(try await host.sdk.updateDeviceToken("apns-2") == .delivered)
    #expect(try await host.sdk.sendDeviceInfo() == .delivered, "forced")
    let recorded = try await host.recordedEvents()
    #expect(recorded.deviceInfo.count == 3)
    #expect(Set(recorded.deviceInfo.compactMap(\.idempotencyKey)).count == 3)
    #expect(try await host.counters(for: "nobody").deviceInfoPosts == 3)
  }

  @Test func eventsAreDeliveredToSubscribersByNameAndByType() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let byName = host.sdk.subscribe(to: "dynatrace")
    let byType = host.sdk.subscribe(LoyaltyCouponsRetrievedEvent.self)
    let campaigns = host.sdk.subscribe(to: LoyaltyCampaignsRetrievedEvent.name)
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    let coupons = try await host.sdk.getCoupons()
    _ = try await host.sdk.getCampaigns()
    var names = byName.makeAsyncIterator()
    #expect((await names.next() as? LoyaltyAnalyticsBusEvent)?.eventName == "custom_success_dei_login_loyalty")
    var typed = byType.makeAsyncIterator()
    #expect(await typed.next()?.coupons == coupons)
    var named = campaigns.makeAsyncIterator()
    #expect(await named.next() is LoyaltyCampaignsRetrievedEvent)
  }

  @Test func theConfigurationIsReadable() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    #expect(host.sdk.getCurrentConfiguration() == host.sdk.configuration.sdk)
    let summary = host.sdk.getConfigurationSummary()
    #expect(summary["token.retryDelays"] == "0.0,0.01,0.01")
    #expect(summary["database.maxQueuedAnalyticsEvents"] == "500")
  }
}
