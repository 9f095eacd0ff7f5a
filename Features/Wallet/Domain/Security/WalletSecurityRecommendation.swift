/// Something the user can do to make the wallet safer.
public struct WalletSecurityRecommendation: Sendable, Hashable, Codable, Identifiable {
  /// The recommendation's id.
  public var id: String
  /// How urgent it is.
  public var priority: WalletRecommendationPriority
  /// A short title.
  public var title: String
  /// What to do and why.
  public var description: String

  /// Creates a recommendation.
  public init(id: String, priority: WalletRecommendationPriority, title: String, description: String) {
    self.id = id
    self.priority = priority
    self.title = title
    self.description = description
  }
}
