import SharedCore

/// The market pass was fetched.
public struct LoyaltyMarketPassDetailsEvent: BusEvent, Hashable {
  /// The bus name old subscribers use.
  public static let name = "market_pass_details_fetched"
  /// What arrived.
  public var marketPass: LoyaltyMarketPass

  /// Creates the event.
  public init(marketPass: LoyaltyMarketPass) {
    self.marketPass = marketPass
  }
}
