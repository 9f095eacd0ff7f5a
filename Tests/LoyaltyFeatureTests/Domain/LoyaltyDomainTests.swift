import Foundation
import LoyaltyFeature
import SharedCore
import Testing

/// Dates, models, the campaign pipeline and card numbers.
@Suite struct LoyaltyDomainTests {
  static func athens(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int = 0) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = LoyaltyDate.platformTimeZone
    return calendar.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi, second: s))
  }

  @Test(arguments: [
    ("2027-03-01 12:30", athens(2027, 3, 1, 12, 30)),
    ("2027-03-01 12:30:15", athens(2027, 3, 1, 12, 30, 15)),
    ("2027-03-01 12:30:15.250000", athens(2027, 3, 1, 12, 30, 15).map { $0.addingTimeInterval(0.25) }),
    ("2027-03-01 10:30:15+00:00", athens(2027, 3, 1, 12, 30, 15)),
    ("2027-03-01T10:30:15Z", athens(2027, 3, 1, 12, 30, 15)),
    ("2027-07-01 12:30:15+03:00", athens(2027, 7, 1, 12, 30, 15)),
  ])
  func everyPlatformDateFormatParses(text: String, expected: Date?) throws {
    let parsed = try #require(LoyaltyDate.parse(text))
    #expect(abs(parsed.timeIntervalSince(try #require(expected))) < 0.001)
  }

  @Test(arguments: ["", "2027-02-30 10:00", "2027-13-01 10:00", "27-03-01 10:00", "2027-03-01", "2027-03-01 10:00x"])
  func malformedDatesAreNil(text: String) {
    #expect(LoyaltyDate.parse(text) == nil)
  }

  @Test func escapedURLsAreCleaned() throws {
    let campaign = try LoyaltyCampaign(platform: [
      "session_uuid": "c-1", "index_url": "https:\\/\\/a.test\\/x", "carousel": "true", "sorting": "3",
    ])
    #expect(campaign.indexURL?.absoluteString == "https://a.test/x")
    #expect(campaign.isCarousel)
    #expect(campaign.sorting == 3)
  }

  @Test func missingIdentitiesAreNamed() {
    #expect(throws: WarplyError.dataParsingError(path: "campaign.session_uuid")) {
      try LoyaltyCampaign(platform: ["title": "x"])
    }
    #expect(throws: WarplyError.dataParsingError(path: "coupon.status")) {
      try LoyaltyCoupon(platform: ["coupon": "C", "status": 7])
    }
  }

  static func campaign(_ id: String, sorting: Int, set: String? = nil, type: String = "coupon", carousel: Bool = false)
    -> LoyaltyCampaign
  {
    LoyaltyCampaign(sessionUUID: id, title: id, couponSetUUID: set, sorting: sorting, type: type, isCarousel: carousel)
  }

  @Test func thePipelineMergesFiltersSeparatesAndSorts() {
    let basic = [
      Self.campaign("b", sorting: 2, set: "s-ok"), Self.campaign("none-left", sorting: 1, set: "s-empty"),
      Self.campaign("carousel", sorting: 0, set: "s-ok", carousel: true),
      Self.campaign("survey", sorting: 5, type: "questionnaire"),
    ]
    let personal = [Self.campaign("p", sorting: 1, set: "s-ok"), Self.campaign("ccms", sorting: 0, type: "ccms")]
    let output = LoyaltyCampaignPipeline.process(
      basic: basic, personalized: personal, availability: ["s-ok": 4, "s-empty": 0])
    #expect(output.campaigns.map(\.id) == ["p", "b"])
    #expect(output.carousel.map(\.id) == ["carousel"])
    #expect(output.all.map(\.id) == ["carousel", "ccms", "p", "b", "survey"])
    #expect(output.campaigns.allSatisfy { $0.couponAvailability == 4 })
    let signedOut = LoyaltyCampaignPipeline.process(basic: basic, personalized: nil, availability: nil)
    #expect(signedOut.all.count == 4, "signed out: nothing is filtered by availability")
  }

  @Test func theStoreKeepsTheSeedsSetterSemantics() async {
    let store = LoyaltyStateStore()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let coupons = [
      LoyaltyCoupon(
        code: "late", couponSetUUID: "s", name: "", status: .active, expiration: now.addingTimeInterval(99)),
      LoyaltyCoupon(code: "soon", couponSetUUID: "s", name: "", status: .active, expiration: now),
      LoyaltyCoupon(code: "old", couponSetUUID: "s", name: "", status: .redeemed, redeemedDate: now),
      LoyaltyCoupon(
        code: "older", couponSetUUID: "s", name: "", status: .redeemed, redeemedDate: now.addingTimeInterval(-9)),
    ]
    await store.setCouponList(coupons)
    await store.setOldCouponList(coupons)
    #expect(await store.couponList.map(\.code) == ["soon", "late"])
    #expect(await store.oldCouponList.map(\.code) == ["old", "older"])
    await store.setCampaignList([Self.campaign("z", sorting: 9), Self.campaign("t", sorting: 1, type: "telco")])
    #expect(await store.allCampaignList.map(\.id) == ["t", "z"])
    #expect(await store.campaignList.map(\.id) == ["z"])
    await store.reset()
    #expect(await store.couponList.isEmpty)
  }

  @Test func theStorePostsTheListsItReceivesOnTheBus() async throws {
    let bus = EventBus()
    let ccms = bus.events(of: LoyaltyCCMSRetrievedEvent.self)
    let seasonals = bus.events(of: LoyaltySeasonalsRetrievedEvent.self)
    let passes = bus.events(of: LoyaltyMarketPassDetailsEvent.self)
    let store = LoyaltyStateStore(bus: bus)
    await store.setCCMSLoyaltyCampaigns([Self.campaign("ccms", sorting: 1, type: "ccms")])
    await store.setSeasonalList([Self.campaign("summer", sorting: 2)])
    let pass = try LoyaltyMarketPass(platform: ["barcode": "290", "balance": "15.20"])
    await store.setMarketPassDetails(pass)
    var ccmsEvents = ccms.makeAsyncIterator()
    #expect(await ccmsEvents.next()?.campaigns.map(\.id) == ["ccms"])
    var seasonalEvents = seasonals.makeAsyncIterator()
    #expect(await seasonalEvents.next()?.campaigns.map(\.id) == ["summer"])
    var passEvents = passes.makeAsyncIterator()
    #expect(await passEvents.next()?.marketPass == pass)
    #expect(await store.ccmsLoyaltyCampaigns.map(\.id) == ["ccms"])
    #expect(await store.seasonalList.map(\.id) == ["summer"])
  }

  @Test func modelsAreIdentifiedByTheirPlatformIDs() throws {
    #expect(try LoyaltyMerchant(platform: ["uuid": "m-1"]).id == "m-1")
    #expect(try LoyaltyContentItem(platform: ["uuid": "a-1"]).id == "a-1")
    #expect(try LoyaltyCard(platform: ["token": "card-1"]).id == "card-1")
    #expect(LoyaltyCoupon(code: "C-1", couponSetUUID: "cs-1", name: "", status: .active).id == "C-1")
    let set = try LoyaltyCouponSet(platform: ["uuid": "cs-1", "expiration": "2027-12-31 23:59"])
    #expect(set.id == "cs-1")
    #expect(set.expirationDisplay == "31/12/2027")
    #expect(try LoyaltyCouponSet(platform: ["uuid": "cs-2"]).expirationDisplay == "", "no expiration, nothing shown")
  }

  @Test func historyIsNewestFirst() throws {
    let entries = try [
      ["entry_date": "2026-01-01 10:00:00", "points": 1], ["entry_date": "2026-03-01 10:00:00", "points": 3],
      ["points": 0], ["entry_date": "2026-02-01 10:00:00", "points": 2],
    ].map { try LoyaltyHistoryEntry(platform: JSONValue.object($0)) }
    #expect(LoyaltyHistoryEntry.newestFirst(entries).map(\.points) == [3, 2, 1, 0])
  }

  @Test(arguments: ["4111 1111 1111 1111", "5500-0055-5555-5559", "378282246310005"])
  func validCardNumbersPass(text: String) throws {
    let number = try LoyaltyCardNumber(text)
    #expect(!number.description.contains(number.digits))
    var dumped = ""
    dump(number, to: &dumped)
    #expect(!dumped.contains(number.digits))
  }

  @Test(arguments: ["4111 1111 1111 1112", "4111", "4111 1111 1111 111a", "١١١١١١١١١١١١"])
  func invalidCardNumbersAreRejectedWithoutRepeatingThem(text: String) {
    do {
      _ = try LoyaltyCardNumber(text)
      Issue.record("accepted \(text)")
    } catch {
      #expect(!error.description.contains("1111 1111"))
    }
  }

  @Test func distancesAreGreatCircle() {
    let athens = LoyaltyCoordinate(latitude: 37.9838, longitude: 23.7275)
    let thessaloniki = LoyaltyCoordinate(latitude: 40.6401, longitude: 22.9444)
    #expect(abs(athens.distance(to: thessaloniki) - 302_000) < 2_000)
    let west = LoyaltyCoordinate(latitude: 0, longitude: 179.9)
    let east = LoyaltyCoordinate(latitude: 0, longitude: -179.9)
    #expect(abs(west.distance(to: east) - 22_239) < 50, "across the antimeridian, not around the world")
    #expect(athens.distance(to: athens) == 0)
  }
}
