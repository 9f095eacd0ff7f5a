/// How a transaction was revoked.
///
/// A value Apple adds later decodes to `unknown(_:)` and is kept, never refused.
public enum PlanRevocationType: PlansOpenEnumeration, Sendable, Hashable {
  /// Fully refunded (`REFUND_FULL`).
  case refundFull
  /// Refunded in part (`REFUND_PRORATED`).
  case refundProrated
  /// Withdrawn from Family Sharing (`FAMILY_REVOKE`).
  case familyRevoke
  /// A value this version does not know.
  case unknown(String)

  /// Every case this version knows.
  public static let known: [Self] = [.refundFull, .refundProrated, .familyRevoke]

  /// The App Store's value.
  public var rawValue: String {
    switch self {
    case .refundFull: "REFUND_FULL"
    case .refundProrated: "REFUND_PRORATED"
    case .familyRevoke: "FAMILY_REVOKE"
    case .unknown(let raw): raw
    }
  }
}
