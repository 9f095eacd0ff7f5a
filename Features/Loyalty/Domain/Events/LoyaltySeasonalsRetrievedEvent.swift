import SharedCore

/// The seasonal list was set.
public struct LoyaltySeasonalsRetrievedEvent: BusEvent, Hashable {
  /// The bus name old subscribers use.
  public static let name = "seasonals_retrieved"
  /// What arrived.
  public var campaigns: [LoyaltyCampaign]

  /// Creates the event.
  public init(campaigns: [LoyaltyCampaign]) {
    self.campaigns = campaigns
  }
}
