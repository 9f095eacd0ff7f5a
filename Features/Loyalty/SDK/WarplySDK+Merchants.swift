import Foundation
import SharedCore

extension WarplySDK {
  /// The merchants, filtered: by category UUIDs, default-shown flag, tags, UUID, parent UUIDs and,
  /// with `center` and `distance` (metres), by great-circle distance from the centre. Stored as
  /// ``LoyaltyStateStore/merchantList``.
  public func getMerchants(
    language: String? = nil, categories: [String] = [], defaultShown: Bool? = nil,
    center: LoyaltyCoordinate? = nil, tags: [String] = [], uuid: String? = nil, distance: Double? = nil,
    parentUuids: [String] = []
  ) async throws(WarplyError) -> [LoyaltyMerchant] {
    try await api.tracked("merchants") { () async throws(WarplyError) in
      let response = try await api.perform(.getMerchants, parameters: ["language": self.language(language)])
      let all = try api.list(response, route: .getMerchants, key: "result", LoyaltyMerchant.init(platform:path:))
      let merchants = all.filter { merchant in
        (categories.isEmpty || categories.contains(merchant.categoryUUID))
          && (defaultShown.map { $0 == merchant.isDefaultShown } ?? true)
          && (tags.isEmpty || !Set(tags).isDisjoint(with: merchant.tags))
          && (uuid.map { $0 == merchant.uuid } ?? true)
          && (parentUuids.isEmpty || merchant.parentUUID.map(parentUuids.contains) == true)
          && Self.isWithin(merchant, of: center, distance: distance)
      }
      await state.setMerchantList(merchants)
      return merchants
    }
  }

  /// The merchant categories.
  public func getMerchantCategories(language: String? = nil) async throws(WarplyError) -> [LoyaltyContentItem] {
    try await api.tracked("merchant_categories") { () async throws(WarplyError) in
      let response = try await api.perform(.getMerchantCategories, parameters: ["language": self.language(language)])
      return try api.list(
        response, route: .getMerchantCategories, key: "result", LoyaltyContentItem.init(platform:path:))
    }
  }

  /// The articles, optionally of some categories only.
  public func getArticles(language: String? = nil, categories: [String] = []) async throws(WarplyError)
    -> [LoyaltyContentItem]
  {
    try await api.tracked("articles") { () async throws(WarplyError) in
      var parameters: [String: JSONValue] = ["language": self.language(language)]
      if !categories.isEmpty { parameters["categories"] = .array(categories.map(JSONValue.string)) }
      let response = try await api.perform(.getArticles, parameters: parameters)
      return try api.list(response, route: .getArticles, key: "result", LoyaltyContentItem.init(platform:path:))
    }
  }

  static func isWithin(_ merchant: LoyaltyMerchant, of center: LoyaltyCoordinate?, distance: Double?) -> Bool {
    guard let center, let distance else { return true }
    guard let latitude = merchant.latitude, let longitude = merchant.longitude else { return false }
    return center.distance(to: LoyaltyCoordinate(latitude: latitude, longitude: longitude)) <= distance
  }
}
