import Foundation

/// Which Warply deployment the loyalty feature talks to.
public enum LoyaltyEnvironment: String, Sendable, Hashable, Codable, CaseIterable {
  /// User acceptance testing: `https://engage-uat.dei.gr`.
  case development
  /// Production: `https://engage-prod.dei.gr`.
  case production

  /// The host of the deployment.
  public var host: String {
    switch self {
    case .development: "engage-uat.dei.gr"
    case .production: "engage-prod.dei.gr"
    }
  }

  /// The API root of the deployment: `https://` and ``host``.
  public var baseURL: URL {
    var components = URLComponents()
    components.scheme = "https"
    components.host = host
    // A scheme and a registered host name always make a URL; the fallback is unreachable.
    return components.url ?? URL(fileURLWithPath: "/")
  }
}
