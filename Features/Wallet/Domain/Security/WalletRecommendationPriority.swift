/// How urgent a security recommendation is.
public enum WalletRecommendationPriority: String, Sendable, Hashable, Codable, CaseIterable {
  /// When convenient.
  case low
  /// Soon.
  case medium
  /// Now.
  case high
}
