import Foundation
import SharedCore

/// One campaign (offer) as the platform presents it.
public struct LoyaltyCampaign: Sendable, Hashable, Codable, Identifiable {
  /// The campaign's session UUID, its identity.
  public var sessionUUID: String
  /// The title.
  public var title: String
  /// The subtitle.
  public var subtitle: String
  /// The offer category (`food`, `fuel`, …).
  public var offerCategory: String
  /// The web page presenting the campaign.
  public var indexURL: URL?
  /// The logo.
  public var logoURL: URL?
  /// The coupon set the campaign hands out, if any.
  public var couponSetUUID: String?
  /// The display order (ascending).
  public var sorting: Int
  /// The kind: `coupon`, `ccms`, `telco`, `questionnaire`, `supermarket`, …
  public var type: String
  /// Whether the campaign belongs in the carousel.
  public var isCarousel: Bool
  /// Coupons still available in its coupon set, once looked up.
  public var couponAvailability: Int?
  /// When it starts.
  public var startDate: Date?
  /// When it ends.
  public var endDate: Date?

  /// The identity: ``sessionUUID``.
  public var id: String { sessionUUID }

  /// Creates a campaign.
  public init(
    sessionUUID: String, title: String, subtitle: String = "", offerCategory: String = "", indexURL: URL? = nil,
    logoURL: URL? = nil, couponSetUUID: String? = nil, sorting: Int = 0, type: String = "coupon",
    isCarousel: Bool = false, couponAvailability: Int? = nil, startDate: Date? = nil, endDate: Date? = nil
  ) {
    self.sessionUUID = sessionUUID
    self.title = title
    self.subtitle = subtitle
    self.offerCategory = offerCategory
    self.indexURL = indexURL
    self.logoURL = logoURL
    self.couponSetUUID = couponSetUUID
    self.sorting = sorting
    self.type = type
    self.isCarousel = isCarousel
    self.couponAvailability = couponAvailability
    self.startDate = startDate
    self.endDate = endDate
  }

  /// Reads the platform's campaign object.
  /// - Throws: ``WarplyError/dataParsingError(path:)`` naming a missing `session_uuid`.
  public init(platform value: JSONValue, path: String = "campaign") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    let couponSet = object.string("couponset") ?? ""
    self.init(
      sessionUUID: try object.required("session_uuid"), title: object.string("title") ?? "",
      subtitle: object.string("subtitle") ?? "", offerCategory: object.string("offer_category") ?? "",
      indexURL: object.url("index_url"), logoURL: object.url("logo_url"),
      couponSetUUID: couponSet.isEmpty ? nil : couponSet, sorting: object.int("sorting") ?? object.int("_sorting") ?? 0,
      type: object.string("type") ?? "", isCarousel: object.bool("carousel") ?? false,
      couponAvailability: object.int("coupon_availability"), startDate: object.date("start_date"),
      endDate: object.date("end_date"))
  }

  /// Campaigns the rewards lists leave out: contextual (CCMS), telco and questionnaire items.
  public var isHiddenFromLists: Bool { ["ccms", "telco", "questionnaire"].contains(type.lowercased()) }
}
