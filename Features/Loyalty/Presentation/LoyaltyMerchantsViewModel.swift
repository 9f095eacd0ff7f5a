import Observation
import SharedCore

/// The merchants map list: categories to filter by, and merchants sorted by distance from the user.
///
/// Merchants are fetched once per load; picking a category or moving re-filters and re-sorts the
/// loaded list locally, so neither costs a request.
@MainActor
public final class LoyaltyMerchantsViewModel: StatefulViewModel<LoyaltyMerchantsState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case categories
    case merchants
  }

  private let sdk: WarplySDK
  private var loaded: [LoyaltyMerchant] = []

  /// Creates the view model.
  public init(sdk: WarplySDK) {
    self.sdk = sdk
    super.init(initialState: LoyaltyMerchantsState())
  }

  /// Handles one map-list event.
  public func send(_ event: LoyaltyMerchantsEvent) {
    switch event {
    case .appeared, .refresh:
      reload()
    case .selectCategory(let category):
      update { $0.selectedCategory = category }
      presentLoaded()
    case .locationChanged(let location):
      update { $0.location = location }
      presentLoaded()
    }
  }

  private func reload() {
    let sdk = sdk
    load(\.categories, key: Key.categories) { try await sdk.getMerchantCategories() }
    load(\.merchants, key: Key.merchants) { [weak self] in
      let merchants = try await sdk.getMerchants()
      guard let self else { return [] }
      return await self.present(merchants)
    }
  }

  private func present(_ merchants: [LoyaltyMerchant]) -> [LoyaltyNearbyMerchant] {
    loaded = merchants
    return Self.arrange(merchants, category: state.selectedCategory, location: state.location)
  }

  private func presentLoaded() {
    guard state.merchants.value != nil else { return }
    let arranged = Self.arrange(loaded, category: state.selectedCategory, location: state.location)
    update { $0.merchants = ResourceState(collection: arranged, origin: $0.merchants.origin ?? .network) }
  }

  /// The merchants of `category` (or the default-shown ones when `nil`), nearest to `location` first.
  static func arrange(_ merchants: [LoyaltyMerchant], category: String?, location: LoyaltyCoordinate?)
    -> [LoyaltyNearbyMerchant]
  {
    merchants
      .filter { merchant in category.map { merchant.categoryUUID == $0 } ?? merchant.isDefaultShown }
      .map { merchant in
        LoyaltyNearbyMerchant(merchant: merchant, distance: location.flatMap { distance(from: $0, to: merchant) })
      }
      .sorted { left, right in
        switch (left.distance, right.distance) {
        case (let l?, let r?) where l != r: l < r
        case (.some, .none): true
        case (.none, .some): false
        default:
          (left.merchant.name.lowercased(), left.merchant.uuid) < (
            right.merchant.name.lowercased(), right.merchant.uuid
          )
        }
      }
  }

  private static func distance(from location: LoyaltyCoordinate, to merchant: LoyaltyMerchant) -> Double? {
    guard let latitude = merchant.latitude, let longitude = merchant.longitude else { return nil }
    return location.distance(to: LoyaltyCoordinate(latitude: latitude, longitude: longitude))
  }
}
