import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// Who is signed in: a signed-in user always has an id, whatever the tokens look like.
@Suite struct LoyaltyAccountTests {
  @Test func eachSignInNamesItsUser() async throws {
    let backend = LoyaltyFakeBackend()
    var configuration = LoyaltySamples.configuration
    configuration.partnerCredentials = LoyaltyPartnerCredentials(username: "cosmote", password: "secret")
    let sdk = try await Container.loyaltyTesting(backend: backend, configuration: configuration, signedIn: false)
      .resolve(WarplySDK.self)
    #expect(try await sdk.account.userID == nil)
    try await sdk.deiLogin(email: "Maria@Example.gr")
    #expect(try await sdk.account.userID == "dei:maria@example.gr")
    try await sdk.verifyTicket(guid: "g-1", ticket: "t")
    #expect(try await sdk.account.userID == "cosmote:g-1")
    try await sdk.getCosmoteUser(guid: "g-2")
    #expect(try await sdk.account.userID == "cosmote:g-2")
    try await sdk.account.signIn(AuthTokens(accessToken: "opaque"), userID: "42")
    #expect(try await sdk.account.userID == "user:42")
    try await sdk.account.signIn(AuthTokens(accessToken: TestJWT.make(subject: "u-7")), userID: "42")
    #expect(try await sdk.account.userID == "sub:u-7", "the platform's subject wins over the app's id")
    try await sdk.logout()
    #expect(try await sdk.account.userID == nil)
  }

  @Test func replacedTokensStayTheSignedInUsersAndAreNobodysWhenSignedOut() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.giveCoupons(["C-1"])
    let sdk = try await Container.loyaltyTesting(backend: backend).resolve(WarplySDK.self)
    try await sdk.updateRefreshToken(accessToken: LoyaltyFakeBackend.initialAccessToken, refreshToken: "r-2")
    #expect(try await sdk.account.userID == "user:\(LoyaltyFakeBackend.defaultUser)")

    try await sdk.logout()
    try await sdk.updateRefreshToken(accessToken: LoyaltyFakeBackend.initialAccessToken, refreshToken: "r-3")
    #expect(await sdk.isSignedIn)
    #expect(try await sdk.account.userID == nil, "opaque tokens of an unknown user")
    await #expect(throws: WarplyError.authenticationFailed) {
      try await sdk.redemptions.redeem(LoyaltyRedemptionRequest(couponCode: "C-1"))
    }
    #expect(await backend.redeemRequests.isEmpty)

    try await sdk.updateRefreshToken(accessToken: TestJWT.make(subject: "u-9"), refreshToken: "r-4")
    #expect(try await sdk.account.userID == "sub:u-9")
  }

  @Test func aSignInThatCannotBeStoredIsAWarplyError() async throws {
    let backend = LoyaltyFakeBackend()
    let base = try await Container.loyaltyTesting(backend: backend, signedIn: false)
    let container = try base.overriding {
      $0.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in FailingTokenStores() }
    }
    let sdk = try container.resolve(WarplySDK.self)
    await #expect(throws: WarplyError.unknownError(-1)) { try await sdk.deiLogin(email: "a@example.gr") }
    #expect(try await sdk.account.userID == nil)
  }
}

/// Token stores that cannot save (a full disk).
private struct FailingTokenStores: TokenStoreFactory {
  struct Store: TokenStore {
    func load() async throws -> AuthTokens? { nil }
    func save(_ tokens: AuthTokens) async throws { throw AppError.local(.init(.secureStorage, reason: "full")) }
    func clear() async throws {}
  }

  func makeTokenStore(forBackend backend: String) -> any TokenStore { Store() }
}
