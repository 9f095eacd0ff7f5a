/// Whether the user bought the product or benefits from a family member's purchase.
///
/// A value Apple adds later decodes to `unknown(_:)` and is kept, never refused.
public enum PlanOwnershipType: PlansOpenEnumeration, Sendable, Hashable {
  /// The user bought it (`PURCHASED`).
  case purchased
  /// A family member bought it and shares it (`FAMILY_SHARED`).
  case familyShared
  /// A value this version does not know.
  case unknown(String)

  /// Every case this version knows.
  public static let known: [Self] = [.purchased, .familyShared]

  /// The App Store's value.
  public var rawValue: String {
    switch self {
    case .purchased: "PURCHASED"
    case .familyShared: "FAMILY_SHARED"
    case .unknown(let raw): raw
    }
  }
}
