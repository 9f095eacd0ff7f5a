/// What kind of in-app product a transaction bought.
///
/// A value Apple adds later decodes to `unknown(_:)` and is kept, never refused.
public enum PlanProductType: PlansOpenEnumeration, Sendable, Hashable {
  /// A subscription that renews until cancelled (`Auto-Renewable Subscription`).
  case autoRenewableSubscription
  /// Bought once, kept forever (`Non-Consumable`).
  case nonConsumable
  /// Used up, bought again (`Consumable`).
  case consumable
  /// A subscription for a fixed period the app defines (`Non-Renewing Subscription`).
  case nonRenewingSubscription
  /// A value this version does not know.
  case unknown(String)

  /// Every case this version knows.
  public static let known: [Self] = [.autoRenewableSubscription, .nonConsumable, .consumable, .nonRenewingSubscription]

  /// The App Store's value.
  public var rawValue: String {
    switch self {
    case .autoRenewableSubscription: "Auto-Renewable Subscription"
    case .nonConsumable: "Non-Consumable"
    case .consumable: "Consumable"
    case .nonRenewingSubscription: "Non-Renewing Subscription"
    case .unknown(let raw): raw
    }
  }
}
