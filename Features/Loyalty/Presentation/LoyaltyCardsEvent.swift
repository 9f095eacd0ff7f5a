/// What the payment-cards screen sends its ``LoyaltyCardsViewModel``.
public enum LoyaltyCardsEvent: Sendable, Hashable {
  /// The screen appeared: load the cards.
  case appeared
  /// Pull to refresh: load the cards again.
  case refresh
  /// The user submitted the add-card form.
  case add(LoyaltyNewCard)
  /// The user confirmed deleting the card with this token.
  case delete(token: String)
}
