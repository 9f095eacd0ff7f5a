import SharedCore

/// Contextual (CCMS) campaigns were set.
public struct LoyaltyCCMSRetrievedEvent: BusEvent, Hashable {
  /// The bus name old subscribers use.
  public static let name = "ccms_retrieved"
  /// What arrived.
  public var campaigns: [LoyaltyCampaign]

  /// Creates the event.
  public init(campaigns: [LoyaltyCampaign]) {
    self.campaigns = campaigns
  }
}
