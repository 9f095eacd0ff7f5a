/// The backend's answer to `GET /security/recommendations`.
public struct WalletSecurityRecommendations: Sendable, Hashable, Codable {
  /// The recommendations, most urgent first as the backend orders them.
  public var recommendations: [WalletSecurityRecommendation]

  /// Creates the answer.
  public init(recommendations: [WalletSecurityRecommendation]) {
    self.recommendations = recommendations
  }
}
