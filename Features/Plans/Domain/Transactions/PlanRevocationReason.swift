/// Why the App Store revoked a transaction.
///
/// A value Apple adds later decodes to `unknown(_:)` and is kept, never refused.
public enum PlanRevocationReason: PlansOpenEnumeration, Sendable, Hashable {
  /// Another reason (a family member who left Family Sharing, too) (`0`).
  case other
  /// An issue in the app (`1`).
  case appIssue
  /// A value this version does not know.
  case unknown(Int64)

  /// Every case this version knows.
  public static let known: [Self] = [.other, .appIssue]

  /// The App Store's value.
  public var rawValue: Int64 {
    switch self {
    case .other: 0
    case .appIssue: 1
    case .unknown(let raw): raw
    }
  }
}
