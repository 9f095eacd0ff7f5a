import Foundation
import LoyaltyFeature
import SharedCore
import Testing

/// The routing table: every route's category, path, method, auth and wrapper; placeholders;
/// request bodies; context-response flattening.
@Suite struct LoyaltyRouteTests {
  static let placeholders = LoyaltyPlaceholders(
    appUUID: "f83dfde1145e4c2da69793abb2f579af", webID: "20113", accessToken: "AT", refreshToken: "RT",
    sessionUUID: "s-1")

  /// Route, category, path after filling, method, auth, wrapper, action.
  static let table: [(LoyaltyRoute, LoyaltyEndpointCategory, String, String, LoyaltyAuthType, String?, String?)] = [
    (.getCampaigns, .standardContext, "/api/mobile/v2/{app}/context/", "POST", .standard, "campaigns", "retrieve"),
    (
      .getAvailableCoupons, .standardContext, "/api/mobile/v2/{app}/context/", "POST", .standard, "coupon",
      "availability"
    ),
    (
      .getCouponSets, .standardContext, "/api/mobile/v2/{app}/context/", "POST", .standard, "coupon",
      "retrieve_multilingual"
    ),
    (
      .getMerchants, .standardContext, "/api/mobile/v2/{app}/context/", "POST", .standard, "shops",
      "retrieve_multilingual"
    ),
    (
      .getMerchantCategories, .standardContext, "/api/mobile/v2/{app}/context/", "POST", .standard, "shops",
      "retrieve_categories"
    ),
    (
      .getArticles, .standardContext, "/api/mobile/v2/{app}/context/", "POST", .standard, "content",
      "retrieve_multilingual"
    ),
    (
      .getSupermarketCampaign, .standardContext, "/api/mobile/v2/{app}/context/", "POST", .standard, "campaigns",
      "retrieve_supermarket"
    ),
    (
      .getCampaignsPersonalized, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "campaigns",
      "retrieve"
    ),
    (.getCoupons, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "coupon", "user_coupons"),
    (
      .getCouponsUniversal, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "coupon",
      "universal_coupons"
    ),
    (
      .getProfile, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "consumer_data",
      "handle_user_details"
    ),
    (
      .getMarketPassDetails, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "consumer_data",
      "market_pass_details"
    ),
    (.addCard, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "cards", "add_card"),
    (.getCards, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "cards", "get_cards"),
    (.deleteCard, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "cards", "delete_card"),
    (
      .getTransactionHistory, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "consumer_data",
      "get_transaction_history"
    ),
    (
      .getPointsHistory, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "consumer_data",
      "get_points_history"
    ),
    (.validateCoupon, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "coupon", "validate"),
    (.redeemCoupon, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "coupon", "redeem"),
    (
      .getRedeemedSMHistory, .authenticatedContext, "/oauth/{app}/context", "POST", .bearerToken, "coupon",
      "redeemed_sm_history"
    ),
    (.register, .userManagement, "/user/{app}/register", "POST", .standard, nil, nil),
    (.changePassword, .userManagement, "/user/{app}/change_password", "POST", .bearerToken, nil, nil),
    (.resetPassword, .userManagement, "/user/{app}/password_reset", "POST", .standard, nil, nil),
    (.requestOtp, .userManagement, "/user/{app}/otp/generate", "POST", .standard, nil, nil),
    (.refreshToken, .authentication, "/oauth/{app}/token", "POST", .standard, nil, nil),
    (.logout, .authentication, "/oauth/{app}/logout", "POST", .standard, nil, nil),
    (.deiLogin, .partnerCosmote, "/partners/dei/app_login", "POST", .standard, nil, nil),
    (.verifyTicket, .partnerCosmote, "/partners/cosmote/verify", "POST", .standard, nil, nil),
    (.getCosmoteUser, .partnerCosmote, "/partners/oauth/{app}/token", "POST", .basicAuth, nil, nil),
    (.getSingleCampaign, .session, "/api/session/s-1", "GET", .standard, nil, nil),
    (.sendEvent, .analytics, "/api/async/analytics/{app}/", "POST", .standard, nil, nil),
    (.sendDeviceInfo, .deviceInfo, "/api/async/info/{app}/", "POST", .standard, nil, nil),
  ]

  @Test func theTableCoversEveryRoute() {
    #expect(Set(Self.table.map(\.0)) == Set(LoyaltyRoute.allCases))
    #expect(Set(Self.table.map(\.1)) == Set(LoyaltyEndpointCategory.allCases))
  }

  @Test func everyRouteHasItsPathMethodAuthAndWrapper() throws {
    let client = LoyaltyRouteTests.client()
    for (route, category, path, method, auth, wrapper, action) in Self.table {
      #expect(route.category == category, "\(route)")
      #expect(route.method.rawValue == method, "\(route)")
      #expect(route.authType == auth, "\(route)")
      #expect(route.requestWrapper == wrapper, "\(route)")
      #expect(route.action == action, "\(route)")
      let request = try client.makeRequest(try route.endpoint(placeholders: Self.placeholders))
      let expected = path.replacingOccurrences(of: "{app}", with: "f83dfde1145e4c2da69793abb2f579af")
      let trimmed = expected.hasSuffix("/") ? String(expected.dropLast()) : expected
      #expect(request.http.url.path == trimmed, "\(route)")
      #expect(request.auth.contains(.loyaltySignature), "\(route)")
      #expect(request.auth.contains(.bearer) == (auth == .bearerToken), "\(route)")
      #expect(request.auth.contains(.basic) == (auth == .basicAuth), "\(route)")
    }
  }

  @Test func aGetCarriesNoBody() throws {
    let endpoint = try LoyaltyRoute.getSingleCampaign.endpoint(placeholders: Self.placeholders, parameters: ["a": 1])
    #expect(endpoint.body == nil)
    #expect(try Self.client().makeRequest(endpoint).http.body == nil)
  }

  @Test func parametersAreWrappedWithTheAction() throws {
    let body = LoyaltyRoute.getCoupons.requestBody(["language": "el", "details": ["merchant", "redemption"]])
    #expect(
      body == ["coupon": ["action": "user_coupons", "language": "el", "details": ["merchant", "redemption"]]])
    #expect(LoyaltyRoute.deiLogin.requestBody(["email": "a@b.gr"]) == ["email": "a@b.gr"])
  }

  @Test func theRoutesBodyTemplateIsFilledAndTheParametersAreSentAsGiven() throws {
    let endpoint = try LoyaltyRoute.logout.endpoint(
      placeholders: Self.placeholders, parameters: ["access_token": "mine", "note": "{refresh_token}"])
    let request = try Self.client().makeRequest(endpoint)
    let sent = try JSONValue(parsing: try #require(request.http.body))
    #expect(sent == ["access_token": "AT", "note": "{refresh_token}"])
  }

  @Test func aMissingPlaceholderIsNamedNotSentEmpty() {
    let anonymous = LoyaltyPlaceholders(appUUID: "app", webID: "")
    #expect(throws: AppError.self) { try LoyaltyRoute.getSingleCampaign.endpoint(placeholders: anonymous) }
    #expect(throws: LoyaltyPlaceholderError.missing("sessionUuid")) { try anonymous.fill("/api/session/{sessionUuid}") }
    #expect(throws: LoyaltyPlaceholderError.unclosed(offset: 3)) { try anonymous.fill("/a/{b") }
    #expect((try? anonymous.fill("{api_key}x")) == "x")
  }

  /// A value (a push's session UUID is outside data) fills its own segment: a `/` in it is
  /// encoded, never a new segment, and an empty one is refused, never dropped (which would send
  /// the request to `/api/session`).
  @Test func aValueStaysInItsSegmentAndAnEmptyOneIsRefused() throws {
    let slashed = LoyaltyPlaceholders(appUUID: "app", webID: "", sessionUUID: "c-1/../oauth")
    let endpoint = try LoyaltyRoute.getSingleCampaign.endpoint(placeholders: slashed)
    #expect(endpoint.path == ["api", "session", "c-1/../oauth"])
    #expect(try Self.client().makeRequest(endpoint).http.url.absoluteString.hasSuffix("/api/session/c-1%2F..%2Foauth"))
    let empty = LoyaltyPlaceholders(appUUID: "app", webID: "", sessionUUID: "")
    #expect(
      throws: AppError.validation([
        .init(field: "path", message: "Route getSingleCampaign filled /api/session/{sessionUuid} to an empty segment")
      ])
    ) { try LoyaltyRoute.getSingleCampaign.endpoint(placeholders: empty) }
  }

  @Test func contextResponsesAreFlattened() throws {
    let raw = try JSONValue(
      parsing: #"{"status":"1","context":{"MAPP_COUPON":{"result":[]},"MAPP_COUPON-status":"1"}}"#)
    let response = LoyaltyContextResponse(raw)
    #expect(response.json == ["status": 1, "MAPP_COUPON": ["result": []], "MAPP_COUPON-status": 1])
    #expect(response.isSuccess(contextKey: "MAPP_COUPON"))
    #expect(response.isSuccess(contextKey: nil))
  }

  @Test func aKeyedFailureWinsOverTheTopLevelStatus() throws {
    let raw = try JSONValue(parsing: #"{"status":1,"context":{"MAPP_COUPON-status":-4}}"#)
    let response = LoyaltyContextResponse(raw)
    #expect(!response.isSuccess(contextKey: "MAPP_COUPON"))
    #expect(LoyaltyContextResponse(["status": "0"]).status == 0)
    #expect(!LoyaltyContextResponse(["result": 1]).isSuccess(contextKey: nil))
  }

  @Test func analyticsNamesFollowTheConvention() {
    #expect(LoyaltyRoute.getCampaigns.analyticsName == "campaigns")
    #expect(LoyaltyRoute.redeemCoupon.analyticsName == "redeem_coupon")
    #expect(LoyaltyRoute.getCampaignsPersonalized.analyticsName == "campaigns_personalized")
  }

  static func client() -> APIClient {
    let configuration = APIClientConfiguration(
      baseURL: URL(fileURLWithPath: "/"), errorMapper: JSONErrorEnvelopeMapper())
    return APIClient(configuration: configuration, transport: NoTransport())
  }
}

private struct NoTransport: Transport {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw AppError.cancelled }
}
