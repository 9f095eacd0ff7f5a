/// The App Store environment signed data belongs to.
///
/// A value Apple adds later decodes to `unknown(_:)` and is kept, never refused.
public enum PlansEnvironment: PlansOpenEnumeration, Sendable, Hashable {
  /// The live App Store (`Production`).
  case production
  /// The sandbox, for testers (`Sandbox`).
  case sandbox
  /// Xcode's StoreKit testing (`Xcode`).
  case xcode
  /// Local StoreKit testing (`LocalTesting`).
  case localTesting
  /// A value this version does not know.
  case unknown(String)

  /// Every case this version knows.
  public static let known: [Self] = [.production, .sandbox, .xcode, .localTesting]

  /// The App Store's value.
  public var rawValue: String {
    switch self {
    case .production: "Production"
    case .sandbox: "Sandbox"
    case .xcode: "Xcode"
    case .localTesting: "LocalTesting"
    case .unknown(let raw): raw
    }
  }
}
