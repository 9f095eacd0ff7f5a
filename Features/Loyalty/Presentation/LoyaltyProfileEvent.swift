/// What the profile screen sends its ``LoyaltyProfileViewModel``.
public enum LoyaltyProfileEvent: Sendable, Hashable {
  /// The screen appeared: load the profile and the points history.
  case appeared
  /// Pull to refresh: load both again.
  case refresh
}
