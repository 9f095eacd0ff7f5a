/// The kind of offer a transaction (or the next renewal) uses.
///
/// A value Apple adds later decodes to `unknown(_:)` and is kept, never refused.
public enum PlanOfferType: PlansOpenEnumeration, Sendable, Hashable {
  /// An introductory offer, a free trial included (`1`).
  case introductory
  /// A promotional offer (`2`).
  case promotional
  /// An offer code (`3`).
  case offerCode
  /// A win-back offer (`4`).
  case winBack
  /// A value this version does not know.
  case unknown(Int64)

  /// Every case this version knows.
  public static let known: [Self] = [.introductory, .promotional, .offerCode, .winBack]

  /// The App Store's value.
  public var rawValue: Int64 {
    switch self {
    case .introductory: 1
    case .promotional: 2
    case .offerCode: 3
    case .winBack: 4
    case .unknown(let raw): raw
    }
  }
}
