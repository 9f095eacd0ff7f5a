/// A merchant in the map list, with its distance from the user when both locations are known.
public struct LoyaltyNearbyMerchant: Sendable, Hashable, Identifiable {
  /// The merchant.
  public var merchant: LoyaltyMerchant
  /// The great-circle distance in metres, or `nil` when the user's or merchant's location is unknown.
  public var distance: Double?

  /// Creates a list item.
  public init(merchant: LoyaltyMerchant, distance: Double?) {
    self.merchant = merchant
    self.distance = distance
  }

  /// The merchant's UUID.
  public var id: String { merchant.uuid }
}
