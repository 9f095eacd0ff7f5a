import Foundation
import SharedCore

/// The in-memory lists with the platform SDK's setter and getter semantics, held by an actor per
/// signed-in session instead of a global singleton:
/// - ``setCampaignList(_:)`` keeps the campaigns sorted by `sorting`; ``campaignList`` hides
///   CCMS, telco and questionnaire items, ``allCampaignList`` does not;
/// - ``setCouponList(_:)`` keeps the active coupons (status 1), soonest expiry first;
/// - ``setOldCouponList(_:)`` keeps the redeemed coupons (status 0), latest redemption first;
/// - the CCMS and seasonal setters post their events on the bus.
public actor LoyaltyStateStore {
  private let bus: EventBus?
  /// Every campaign, sorted.
  public private(set) var allCampaignList: [LoyaltyCampaign] = []
  /// The active coupons, soonest expiry first.
  public private(set) var couponList: [LoyaltyCoupon] = []
  /// The redeemed coupons, latest first.
  public private(set) var oldCouponList: [LoyaltyCoupon] = []
  /// The coupon sets.
  public private(set) var couponSetList: [LoyaltyCouponSet] = []
  /// The merchants.
  public private(set) var merchantList: [LoyaltyMerchant] = []
  /// The carousel campaigns, sorted.
  public private(set) var carouselList: [LoyaltyCampaign] = []
  /// The supermarket campaign.
  public private(set) var supermarketCampaign: LoyaltyCampaign?
  /// The market pass.
  public private(set) var marketPassDetails: LoyaltyMarketPass?
  /// The contextual (CCMS) campaigns.
  public private(set) var ccmsLoyaltyCampaigns: [LoyaltyCampaign] = []
  /// The seasonal campaigns.
  public private(set) var seasonalList: [LoyaltyCampaign] = []

  /// Creates an empty store posting to `bus`.
  public init(bus: EventBus? = nil) {
    self.bus = bus
  }

  /// The campaigns the lists show: no CCMS, telco or questionnaire items.
  public var campaignList: [LoyaltyCampaign] { allCampaignList.filter { !$0.isHiddenFromLists } }

  /// Stores the campaigns sorted by `sorting`.
  public func setCampaignList(_ campaigns: [LoyaltyCampaign]) {
    allCampaignList = LoyaltyCampaignPipeline.sortedBySorting(campaigns)
  }

  /// Stores the active coupons of `coupons`, soonest expiry first (no expiry last).
  public func setCouponList(_ coupons: [LoyaltyCoupon]) {
    couponList = coupons.filter { $0.status == .active }.sorted {
      ($0.expiration ?? .distantFuture) < ($1.expiration ?? .distantFuture)
    }
  }

  /// Stores the redeemed coupons of `coupons`, latest redemption first.
  public func setOldCouponList(_ coupons: [LoyaltyCoupon]) {
    oldCouponList = coupons.filter { $0.status == .redeemed }.sorted {
      ($0.redeemedDate ?? .distantPast) > ($1.redeemedDate ?? .distantPast)
    }
  }

  /// Stores the coupon sets.
  public func setCouponSetList(_ sets: [LoyaltyCouponSet]) { couponSetList = sets }

  /// Stores the merchants.
  public func setMerchantList(_ merchants: [LoyaltyMerchant]) { merchantList = merchants }

  /// Stores the carousel campaigns, sorted.
  public func setCarouselList(_ campaigns: [LoyaltyCampaign]) {
    carouselList = LoyaltyCampaignPipeline.sortedBySorting(campaigns)
  }

  /// Stores the supermarket campaign.
  public func setSupermarketCampaign(_ campaign: LoyaltyCampaign?) { supermarketCampaign = campaign }

  /// Stores the market pass and posts ``LoyaltyMarketPassDetailsEvent``.
  public func setMarketPassDetails(_ pass: LoyaltyMarketPass) {
    marketPassDetails = pass
    bus?.post(LoyaltyMarketPassDetailsEvent(marketPass: pass))
  }

  /// Stores the CCMS campaigns and posts ``LoyaltyCCMSRetrievedEvent``.
  public func setCCMSLoyaltyCampaigns(_ campaigns: [LoyaltyCampaign]) {
    ccmsLoyaltyCampaigns = campaigns
    bus?.post(LoyaltyCCMSRetrievedEvent(campaigns: campaigns))
  }

  /// Stores the seasonal campaigns and posts ``LoyaltySeasonalsRetrievedEvent``.
  public func setSeasonalList(_ campaigns: [LoyaltyCampaign]) {
    seasonalList = campaigns
    bus?.post(LoyaltySeasonalsRetrievedEvent(campaigns: campaigns))
  }

  /// Forgets every list (at logout).
  public func reset() {
    allCampaignList = []
    couponList = []
    oldCouponList = []
    couponSetList = []
    merchantList = []
    carouselList = []
    supermarketCampaign = nil
    marketPassDetails = nil
    ccmsLoyaltyCampaigns = []
    seasonalList = []
  }
}
