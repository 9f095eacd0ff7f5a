import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// The testing kit as adopters use it: the fake backend behind the module's real services.
@Suite struct LoyaltyTestingKitTests {
  @Test func theFakeBackendAnswersByAction() async throws {
    let backend = LoyaltyFakeBackend()
    await backend.answer(
      "coupon.user_coupons",
      LoyaltySamples.context(
        "MAPP_COUPON", ["result": [LoyaltySamples.couponJSON("C-1"), LoyaltySamples.couponJSON("C-0", status: 0)]]))
    let container = try await Container.loyaltyTesting(backend: backend)
    let sdk = try container.resolve(WarplySDK.self)
    #expect(try await sdk.getCoupons().map(\.code) == ["C-1"])
    #expect(await backend.actions == ["coupon.user_coupons"])
    let sent = try #require(await backend.transport.requests.last)
    #expect(sent.headers["Authorization"] == "Bearer access-1")
    #expect(sent.headers["loyalty-web-id"] == "20113")
    #expect(sent.headers["loyalty-signature"]?.count == 64)
    #expect(sent.headers["unique-device-id"] == "test-device")
  }

  @Test func anUnansweredActionIsAPlatformFailure() async throws {
    let container = try await Container.loyaltyTesting()
    await #expect(throws: WarplyError.platformStatus(-1, message: nil)) {
      _ = try await container.resolve(WarplySDK.self).getProfile()
    }
  }
}
