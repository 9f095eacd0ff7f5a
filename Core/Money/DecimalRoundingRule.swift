/// How `Decimal.rounded(scale:_:)` treats the digits it drops.
///
/// Tax and invoicing rules round money half up, meaning half *away from zero*: 2.345 → 2.35 and
/// −2.345 → −2.35. Banker's rounding (half to even) is deliberately not offered.
public enum DecimalRoundingRule: Sendable, Hashable, CaseIterable {
  /// To the nearest value; a tie goes away from zero (2.5 → 3, −2.5 → −3).
  case halfUp
  /// Toward zero: the dropped digits are discarded (2.9 → 2, −2.9 → −2).
  case down
  /// Away from zero whenever a non-zero digit is dropped (2.1 → 3, −2.1 → −3).
  case up
}
