import SharedCore

/// Campaigns were fetched from the platform.
public struct LoyaltyCampaignsRetrievedEvent: BusEvent, Hashable {
  /// The bus name old subscribers use.
  public static let name = "campaigns_retrieved"
  /// What arrived.
  public var campaigns: [LoyaltyCampaign]

  /// Creates the event.
  public init(campaigns: [LoyaltyCampaign]) {
    self.campaigns = campaigns
  }
}
