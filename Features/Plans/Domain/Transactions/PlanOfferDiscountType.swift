/// How an offer's price is paid.
///
/// A value Apple adds later decodes to `unknown(_:)` and is kept, never refused.
public enum PlanOfferDiscountType: PlansOpenEnumeration, Sendable, Hashable {
  /// A free trial (`FREE_TRIAL`).
  case freeTrial
  /// A reduced price each period (`PAY_AS_YOU_GO`).
  case payAsYouGo
  /// A reduced price paid up front (`PAY_UP_FRONT`).
  case payUpFront
  /// A one-time discount (`ONE_TIME`).
  case oneTime
  /// A value this version does not know.
  case unknown(String)

  /// Every case this version knows.
  public static let known: [Self] = [.freeTrial, .payAsYouGo, .payUpFront, .oneTime]

  /// The App Store's value.
  public var rawValue: String {
    switch self {
    case .freeTrial: "FREE_TRIAL"
    case .payAsYouGo: "PAY_AS_YOU_GO"
    case .payUpFront: "PAY_UP_FRONT"
    case .oneTime: "ONE_TIME"
    case .unknown(let raw): raw
    }
  }
}
