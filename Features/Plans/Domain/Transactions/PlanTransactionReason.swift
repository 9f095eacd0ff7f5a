/// Why a transaction happened.
///
/// A value Apple adds later decodes to `unknown(_:)` and is kept, never refused.
public enum PlanTransactionReason: PlansOpenEnumeration, Sendable, Hashable {
  /// The user bought it (`PURCHASE`).
  case purchase
  /// A subscription renewed (`RENEWAL`).
  case renewal
  /// A value this version does not know.
  case unknown(String)

  /// Every case this version knows.
  public static let known: [Self] = [.purchase, .renewal]

  /// The App Store's value.
  public var rawValue: String {
    switch self {
    case .purchase: "PURCHASE"
    case .renewal: "RENEWAL"
    case .unknown(let raw): raw
    }
  }
}
