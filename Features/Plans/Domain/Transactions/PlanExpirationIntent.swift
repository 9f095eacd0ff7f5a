/// Why a subscription expired.
///
/// A value Apple adds later decodes to `unknown(_:)` and is kept, never refused.
public enum PlanExpirationIntent: PlansOpenEnumeration, Sendable, Hashable {
  /// The customer cancelled (`1`).
  case customerCancelled
  /// A billing error (`2`).
  case billingError
  /// The customer did not agree to a price increase (`3`).
  case declinedPriceIncrease
  /// The product was not available at renewal (`4`).
  case productUnavailable
  /// Another reason (`5`).
  case other
  /// A value this version does not know.
  case unknown(Int64)

  /// Every case this version knows.
  public static let known: [Self] = [
    .customerCancelled, .billingError, .declinedPriceIncrease, .productUnavailable, .other,
  ]

  /// The App Store's value.
  public var rawValue: Int64 {
    switch self {
    case .customerCancelled: 1
    case .billingError: 2
    case .declinedPriceIncrease: 3
    case .productUnavailable: 4
    case .other: 5
    case .unknown(let raw): raw
    }
  }
}
