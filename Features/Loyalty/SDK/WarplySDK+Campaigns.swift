import Foundation
import SharedCore

extension WarplySDK {
  /// The campaigns, processed: signed in, basic and personalized campaigns merged, unavailable
  /// coupon sets dropped, carousel items separated (``LoyaltyStateStore/carouselList``), CCMS,
  /// telco and questionnaire items hidden, sorted by `sorting`; signed out, every basic campaign.
  /// Stores the lists and posts ``LoyaltyCampaignsRetrievedEvent``.
  public func getCampaigns(language: String? = nil, filters: [String: JSONValue] = [:]) async throws(WarplyError)
    -> [LoyaltyCampaign]
  {
    try await api.tracked("campaigns") { () async throws(WarplyError) in
      let parameters: [String: JSONValue] = ["language": self.language(language), "filters": .object(filters)]
      let basic = try await campaigns(.getCampaigns, parameters)
      var output = LoyaltyCampaignPipeline.process(basic: basic, personalized: nil, availability: nil)
      if await isSignedIn {
        async let personalized = Self.capture { () async throws(WarplyError) in
          try await campaigns(.getCampaignsPersonalized, parameters)
        }
        async let availability = Self.capture { () async throws(WarplyError) in try await availableCoupons() }
        output = LoyaltyCampaignPipeline.process(
          basic: basic, personalized: try await personalized.get(), availability: try await availability.get())
      }
      await state.setCampaignList(output.all)
      await state.setCarouselList(output.carousel)
      bus?.post(LoyaltyCampaignsRetrievedEvent(campaigns: output.campaigns))
      return output.campaigns
    }
  }

  /// The signed-in user's own campaigns, as the platform sends them.
  public func getCampaignsPersonalized(language: String? = nil, filters: [String: JSONValue] = [:])
    async throws(WarplyError) -> [LoyaltyCampaign]
  {
    try await api.tracked("campaigns_personalized") { () async throws(WarplyError) in
      try await campaigns(
        .getCampaignsPersonalized, ["language": self.language(language), "filters": .object(filters)])
    }
  }

  /// One campaign by its session UUID.
  public func getSingleCampaign(sessionUuid: String) async throws(WarplyError) -> LoyaltyCampaign {
    try await api.tracked("single_campaign") { () async throws(WarplyError) in
      let response = try await api.perform(.getSingleCampaign, sessionUUID: sessionUuid)
      return try LoyaltyCampaign(platform: response["result"] ?? .null, path: "result")
    }
  }

  /// The supermarket campaign (stored as ``LoyaltyStateStore/supermarketCampaign``); `nil` when
  /// there is none.
  public func getSupermarketCampaign(language: String? = nil) async throws(WarplyError) -> LoyaltyCampaign? {
    try await api.tracked("supermarket_campaign") { () async throws(WarplyError) in
      let campaign = try await campaigns(.getSupermarketCampaign, ["language": self.language(language)]).first
      await state.setSupermarketCampaign(campaign)
      return campaign
    }
  }

  /// Coupons left per coupon-set UUID.
  public func getAvailableCoupons() async throws(WarplyError) -> [String: Int] {
    try await api.tracked("available_coupons") { () async throws(WarplyError) in try await availableCoupons() }
  }

  func campaigns(_ route: LoyaltyRoute, _ parameters: [String: JSONValue]) async throws(WarplyError)
    -> [LoyaltyCampaign]
  {
    let response = try await api.perform(route, parameters: parameters)
    return try api.list(response, route: route, key: "campaigns", LoyaltyCampaign.init(platform:path:))
  }

  static func capture<Value>(_ body: () async throws(WarplyError) -> Value) async -> Result<Value, WarplyError> {
    do {
      return .success(try await body())
    } catch {
      return .failure(error)
    }
  }

  func availableCoupons() async throws(WarplyError) -> [String: Int] {
    let response = try await api.perform(.getAvailableCoupons)
    let object = try api.object(response, route: .getAvailableCoupons, key: "availability")
    var availability: [String: Int] = [:]
    for (set, count) in object.objectValue ?? [:] {
      guard let number = count.intValue ?? count.stringValue.flatMap({ Int64($0) }) else {
        throw .dataParsingError(path: "MAPP_COUPON.availability.\(set)")
      }
      availability[set] = Int(clamping: number)
    }
    return availability
  }

  // MARK: - Campaign pages

  /// The web page of `campaign`.
  public func constructCampaignUrl(_ campaign: LoyaltyCampaign) -> URL? { campaign.indexURL }

  /// The JSON parameters a campaign page expects: app UUID, language, web id and, signed in,
  /// the access token (fresh, refreshed first when it expires soon).
  public func constructCampaignParams(_ campaign: LoyaltyCampaign, isMap: Bool = false) async -> String {
    var parameters: [String: JSONValue] = [
      "app_uuid": .string(configuration.appUUID), "web_id": .string(configuration.merchantID),
      "lan": .string(configuration.language), "session_uuid": .string(campaign.sessionUUID), "map": .bool(isMap),
      "dark": false,
    ]
    if let token = try? await session.tokens?.validAccessToken() { parameters["access_token"] = .string(token) }
    return JSONValue.object(parameters).serializedText()
  }

  /// The page of a contextual (CCMS) offer: `{baseURL}/api/session/{sessionUUID}`.
  public func constructCcmsUrl(_ campaign: LoyaltyCampaign) -> URL {
    configuration.baseURL.appending(path: "api").appending(path: "session").appending(path: campaign.sessionUUID)
  }

  /// Where to present `campaign`: its page and parameters.
  public func campaignDestination(_ campaign: LoyaltyCampaign) async -> LoyaltyDestination? {
    guard let url = constructCampaignUrl(campaign) else { return nil }
    return .campaignWebPage(url: url, parameters: await constructCampaignParams(campaign))
  }

  /// The platform SDK's `openSuperMarketsFlow`: where to present the supermarket campaign.
  public func openSuperMarketsFlow() async throws(WarplyError) -> LoyaltyDestination? {
    guard let campaign = try await getSupermarketCampaign() else { return nil }
    return await campaignDestination(campaign)
  }
}
