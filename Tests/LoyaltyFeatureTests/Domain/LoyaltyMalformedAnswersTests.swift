import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// Bad input and malformed answers are typed errors that say what was wrong and where; a request
/// that cannot be built is never sent.
@Suite struct LoyaltyMalformedAnswersTests {
  @Test func aSignInAnswerWithoutAnAccessTokenSignsNobodyIn() async throws {
    let backend = LoyaltyFakeBackend()
    let sdk = try await Container.loyaltyTesting(backend: backend, signedIn: false).resolve(WarplySDK.self)
    await backend.transport.on(.post, "/partners/dei/app_login", reply: .json(#"{"status":1,"tokens":{}}"#))
    await #expect(throws: WarplyError.dataParsingError(path: "tokens.access_token")) {
      try await sdk.deiLogin(email: "maria@example.gr")
    }
    #expect(await !sdk.isSignedIn)
    #expect(try await sdk.account.userID == nil)
  }

  @Test(arguments: [
    (#"{"status":-1}"#, AppError.decoding(path: "status", reason: "the platform answered status -1")),
    (#"{"tokens":{"access_token":"a"}}"#, .decoding(path: "status", reason: "the platform answered status none")),
    (#"{"status":"1","tokens":{"access_token":""}}"#, .decoding(path: "tokens.access_token", reason: "missing")),
  ])
  func aTokenAnswerWithoutTokensNamesWhatIsMissing(body: String, expected: AppError) throws {
    #expect(throws: expected) { try LoyaltyTokenResponse.tokens(from: try JSONValue(parsing: Data(body.utf8))) }
  }

  @Test func aRouteFilledToAnEmptySegmentIsNeverSent() async throws {
    let backend = LoyaltyFakeBackend()
    let sdk = try await Container.loyaltyTesting(backend: backend).resolve(WarplySDK.self)
    await #expect(
      throws: WarplyError.invalidInput(
        field: "path", reason: "Route getSingleCampaign filled /api/session/{sessionUuid} to an empty segment")
    ) {
      _ = try await sdk.getSingleCampaign(sessionUuid: "")
    }
    #expect(await backend.transport.requests.isEmpty)
  }

  @Test func getCosmoteUserWithoutPartnerCredentialsIsRefusedBeforeSending() async throws {
    let backend = LoyaltyFakeBackend()
    let sdk = try await Container.loyaltyTesting(backend: backend, signedIn: false).resolve(WarplySDK.self)
    await #expect(
      throws: WarplyError.invalidInput(
        field: "partnerCredentials", reason: "getCosmoteUser needs the partner credentials")
    ) { try await sdk.getCosmoteUser(guid: "g-1") }
    #expect(await backend.transport.requests.isEmpty)
  }

  @Test func malformedPayloadsNameTheirPath() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.answer("consumer_data.handle_user_details", LoyaltySamples.context("CONSUMER_DATA", ["result": "no"]))
    await backend.answer(
      "coupon.availability",
      LoyaltySamples.context("MAPP_COUPON", ["availability": ["cs-coffee": 3, "cs-fuel": "many"]]))
    let sdk = try await Container.loyaltyTesting(backend: backend).resolve(WarplySDK.self)
    await #expect(throws: WarplyError.dataParsingError(path: "CONSUMER_DATA.result")) { _ = try await sdk.getProfile() }
    await #expect(throws: WarplyError.dataParsingError(path: "MAPP_COUPON.availability.cs-fuel")) {
      _ = try await sdk.getAvailableCoupons()
    }
  }

  /// A success without the platform's status (a proxy's page, another service) proves nothing: it is
  /// not taken for the platform's refusal.
  @Test func anAnswerWithoutThePlatformsStatusIsUnreadable() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.answer("cards.get_cards", #"{"result":[]}"#)
    let sdk = try await Container.loyaltyTesting(backend: backend).resolve(WarplySDK.self)
    await #expect(throws: WarplyError.invalidResponse) { _ = try await sdk.getCards() }
  }

  @Test func aCallWaitingForTheRateLimitStopsWhenCancelled() async throws {
    var configuration = LoyaltySamples.configuration
    configuration.sdk.networkConfig.requestBurst = 1
    configuration.sdk.networkConfig.requestsPerSecond = 0.1
    let backend = LoyaltyFakeBackend()
    await backend.answer("cards.get_cards", LoyaltySamples.context("MAPP_CARDS", ["result": []]))
    let sdk = try await Container.loyaltyTesting(backend: backend, configuration: configuration).resolve(WarplySDK.self)
    _ = try await sdk.getCards()  // spends the burst: the next call waits about ten seconds
    let waiting = Task { try await sdk.getCards() }
    waiting.cancel()
    await #expect(throws: WarplyError.unknownError(-999)) { _ = try await waiting.value }
    #expect(await backend.actions == ["cards.get_cards"], "the cancelled call was never sent")
  }
}
