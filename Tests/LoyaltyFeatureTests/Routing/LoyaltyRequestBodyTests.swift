import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// What the user types is sent exactly as typed: only a route's own template values are filled
/// from the placeholders, and no error quotes the text it was given.
@Suite("User input in a loyalty request is sent as typed and never quoted in errors")
struct LoyaltyRequestBodyTests {
  private static func sentBody(_ route: LoyaltyRoute, _ parameters: [String: JSONValue] = [:]) throws -> JSONValue {
    let endpoint = try route.endpoint(placeholders: LoyaltyRouteTests.placeholders, parameters: parameters)
    let request = try LoyaltyRouteTests.client().makeRequest(endpoint)
    return try JSONValue(parsing: try #require(request.http.body))
  }

  @Test func aPasswordThatLooksLikeAPlaceholderIsSentAsTyped() throws {
    let sent = try Self.sentBody(.changePassword, ["old_password": "old", "new_password": "Secret{web_id}!"])
    #expect(sent["new_password"] == "Secret{web_id}!")
  }

  @Test func aPasswordWithAnUnclosedBraceIsSentAsTyped() throws {
    let sent = try Self.sentBody(.changePassword, ["old_password": "{old", "new_password": "hunter{2"])
    #expect(sent["new_password"] == "hunter{2" && sent["old_password"] == "{old")
  }

  @Test(
    "user fields naming a placeholder never receive its value",
    arguments: [
      (LoyaltyRoute.register, "email", "{access_token}@example.gr"),
      (.resetPassword, "email", "{refresh_token}"),
      (.deiLogin, "email", "a{web_id}@example.gr"),
    ])
  func userFieldsAreNotFilled(route: LoyaltyRoute, field: String, typed: String) throws {
    let sent = try Self.sentBody(route, [field: .string(typed)])
    #expect(sent[field] == .string(typed))
  }

  @Test func wrappedUserFieldsAreNotFilled() throws {
    let card = try Self.sentBody(.addCard, ["cardholder": "{access_token}", "card_number": "4111111111111111"])
    #expect(card["cards"]?["cardholder"] == "{access_token}")
    let coupon = try Self.sentBody(.validateCoupon, ["coupon": "CODE{refresh_token}"])
    #expect(coupon["coupon"]?["coupon"] == "CODE{refresh_token}")
  }

  @Test func theRoutesOwnTemplateValuesAreFilled() throws {
    #expect(try Self.sentBody(.logout)["access_token"] == "AT")
    let refresh = try Self.sentBody(.refreshToken)
    #expect(refresh == ["refresh_token": "RT", "grant_type": "refresh_token"])
  }

  @Test func aPlaceholderErrorNeverQuotesTheTextItWasGiven() {
    let placeholders = LoyaltyPlaceholders(appUUID: "app", webID: "20113")
    do {
      _ = try placeholders.fill("/user/hunter{2")
      Issue.record("an unclosed brace was filled")
    } catch {
      #expect(!"\(error)".contains("hunter"))
      #expect(!String(reflecting: error).contains("hunter"))
    }
  }

  @Test func changingThePasswordSendsItAsTypedAndNoErrorQuotesIt() async throws {
    let backend = LoyaltyFakeBackend()
    let container = try await Container.loyaltyTesting(backend: backend)
    await backend.transport.on(.post, "/user/*/change_password", reply: .json(#"{"status":1}"#))
    let sdk = try container.resolve(WarplySDK.self)
    let typed = "hunter{2"

    do {
      try await sdk.changePassword(oldPassword: "old", newPassword: typed)
    } catch {
      #expect(!"\(error)".contains(typed) && !String(reflecting: error).contains(typed))
      Issue.record("the password change failed: \(error.code)")
    }

    let request = try #require(await backend.transport.requests(.post, "/user/*/change_password").first)
    let sent = try JSONValue(parsing: try #require(request.body))
    #expect(sent["new_password"] == .string(typed))
  }
}
