import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The dashboard and coupon screens over real HTTP.
@Suite(.referenceServer) @MainActor struct LoyaltyViewModelIntegrationTests {
  @Test func theDashboardLoadsCampaignsCarouselAndCoupons() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    let dashboard = LoyaltyRewardsViewModel(sdk: host.sdk)
    dashboard.send(.appeared)
    for await state in dashboard.states() where state.campaigns.isSuccess && state.coupons.isSuccess {
      if state.carousel.isSuccess { break }
    }
    #expect(dashboard.state.campaigns.value?.map(\.sessionUUID) == ["c-birthday", "c-coffee"])
    #expect(dashboard.state.carousel.value?.map(\.sessionUUID) == ["c-fuel"])
    #expect(dashboard.state.coupons.value?.count == 2)
  }

  @Test func theCouponScreenValidatesThenRedeemsOnce() async throws {
    let host = try LoyaltyHost()
    defer { host.removeFiles() }
    let email = LoyaltyHost.freshEmail()
    try await host.sdk.deiLogin(email: email)
    let coupon = try #require(try await host.sdk.getCoupons().first { $0.code == "FUEL-1" })
    let screen = LoyaltyCouponDetailViewModel(sdk: host.sdk, coupon: coupon)
    screen.send(.validate)
    for await state in screen.states() where state.validation.isSuccess { break }
    #expect(screen.state.canRedeem)
    screen.send(.redeem)
    screen.send(.redeem)
    for await state in screen.states() where state.redemption.isSuccess { break }
    #expect(screen.state.coupon.status == .redeemed)
    #expect(!screen.state.canRedeem)
    #expect(try await host.counters(for: email).redemptions == 1)
  }
}
