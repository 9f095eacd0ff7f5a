import Foundation

/// How the amount due is rounded, the difference shown as a separate signed round-off line
/// (EN 16931 BT-114, the e-invoice's `RndOffAmt`).
public enum BillRoundOff: Sendable, Hashable, Codable {
  /// No rounding.
  case none
  /// To the nearest multiple of the increment, half up (away from zero): `1` for the nearest rupee
  /// (CGST Act s.170: fifty paise or more goes up), `0.05` for Swiss cash rounding.
  case nearest(Decimal)
  /// A rounding amount decided elsewhere, as an EN 16931 invoice states it.
  case amount(Decimal)

  /// To the nearest whole rupee (or other major unit), half up.
  public static let nearestWholeUnit = BillRoundOff.nearest(1)
}
