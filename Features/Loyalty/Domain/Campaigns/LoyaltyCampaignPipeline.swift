/// The platform's campaign processing, as a pure function of what was fetched.
///
/// For a signed-in user: merge the basic and personalized campaigns, set each campaign's coupon
/// availability from its coupon set, drop campaigns whose set has none left, separate the
/// carousel items, and sort by `sorting`. Signed out, only the basic campaigns exist and all are
/// kept. The lists then hide contextual (CCMS), telco and questionnaire items
/// (``LoyaltyCampaign/isHiddenFromLists``); ``LoyaltyStateStore`` keeps the unfiltered list too.
public enum LoyaltyCampaignPipeline {
  /// What the pipeline produces.
  public struct Output: Sendable, Hashable {
    /// Every kept campaign (carousel included), sorted, before hiding CCMS/telco/questionnaire.
    public var all: [LoyaltyCampaign]
    /// The carousel items, sorted.
    public var carousel: [LoyaltyCampaign]
    /// The list items: not carousel, not hidden, sorted.
    public var campaigns: [LoyaltyCampaign]
  }

  /// Processes one fetch.
  /// - Parameters:
  ///   - basic: The public campaigns.
  ///   - personalized: The user's campaigns; `nil` when signed out.
  ///   - availability: Coupons left per coupon-set UUID; `nil` when signed out.
  public static func process(
    basic: [LoyaltyCampaign], personalized: [LoyaltyCampaign]?, availability: [String: Int]?
  ) -> Output {
    var merged = basic + (personalized ?? [])
    if let availability {
      merged = merged.map { campaign in
        var campaign = campaign
        if let set = campaign.couponSetUUID, let left = availability[set] { campaign.couponAvailability = left }
        return campaign
      }
      merged.removeAll { $0.couponAvailability == 0 }
    }
    let sorted = sortedBySorting(merged)
    return Output(
      all: sorted, carousel: sorted.filter(\.isCarousel),
      campaigns: sorted.filter { !$0.isCarousel && !$0.isHiddenFromLists })
  }

  /// `campaigns` by ascending `sorting`, keeping the platform's order among equals.
  public static func sortedBySorting(_ campaigns: [LoyaltyCampaign]) -> [LoyaltyCampaign] {
    campaigns.enumerated().sorted { left, right in
      left.element.sorting != right.element.sorting
        ? left.element.sorting < right.element.sorting : left.offset < right.offset
    }.map(\.element)
  }
}
