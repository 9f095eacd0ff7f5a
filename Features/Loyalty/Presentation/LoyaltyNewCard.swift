/// The add-card form's values, as the user typed them.
///
/// Its `description` and mirror mask the number, so the value can be logged, dumped or shown in a
/// failure message without leaking the card.
public struct LoyaltyNewCard: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
  /// The card number, spaces allowed.
  public var number: String
  /// The issuer (`VISA`, `MASTERCARD` …).
  public var issuer: String
  /// The name on the card.
  public var holder: String
  /// The expiry month, `"01"`–`"12"`.
  public var expirationMonth: String
  /// The expiry year, four digits.
  public var expirationYear: String

  /// Creates the form's values.
  public init(number: String, issuer: String, holder: String, expirationMonth: String, expirationYear: String) {
    self.number = number
    self.issuer = issuer
    self.holder = holder
    self.expirationMonth = expirationMonth
    self.expirationYear = expirationYear
  }

  /// The card with its number masked to the last four digits.
  public var description: String {
    "\(issuer) \(LoyaltyCardNumber.mask(number)) \(expirationMonth)/\(expirationYear)"
  }

  /// The fields with the number masked, for `dump` and debuggers.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "number": LoyaltyCardNumber.mask(number), "issuer": issuer, "holder": holder,
        "expirationMonth": expirationMonth, "expirationYear": expirationYear,
      ])
  }
}
