import Observation
import SharedCore

/// The rewards dashboard: campaigns, carousel and coupons, each a `ResourceState`.
@MainActor
public final class LoyaltyRewardsViewModel: StatefulViewModel<LoyaltyRewardsState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case campaigns
    case coupons
  }

  private let sdk: WarplySDK

  /// Creates the view model.
  public init(sdk: WarplySDK) {
    self.sdk = sdk
    super.init(initialState: LoyaltyRewardsState())
  }

  /// Handles one dashboard event.
  public func send(_ event: LoyaltyRewardsEvent) {
    switch event {
    case .appeared, .refresh: reload()
    }
  }

  private func reload() {
    let sdk = sdk
    update { $0.carousel = .loading(previous: $0.carousel.value) }
    load(\.campaigns, key: Key.campaigns) { [weak self] in
      let campaigns = try await sdk.getCampaigns()
      let carousel = await sdk.state.carouselList
      await self?.update { $0.carousel = ResourceState(collection: carousel, origin: .network) }
      return campaigns
    }
    load(\.coupons, key: Key.coupons) {
      guard await sdk.isSignedIn else { return [LoyaltyCoupon]() }
      return try await sdk.getCoupons()
    }
  }
}
