/// What the merchants map list sends its ``LoyaltyMerchantsViewModel``.
public enum LoyaltyMerchantsEvent: Sendable, Hashable {
  /// The screen appeared: load the categories and merchants.
  case appeared
  /// Pull to refresh: load both again.
  case refresh
  /// The user picked a category (its UUID), or cleared the filter with `nil`.
  case selectCategory(String?)
  /// The device's location changed (or became unknown with `nil`): re-sort by distance.
  case locationChanged(LoyaltyCoordinate?)
}
