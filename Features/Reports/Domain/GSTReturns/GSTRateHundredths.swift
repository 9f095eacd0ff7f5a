import Foundation
import SharedCore

/// GST rates as whole hundredths of a percent (1800 for 18 %, 25 for 0.25 %), so that the returns
/// group, compare and print rates without `Decimal` arithmetic.
enum GSTRateHundredths {
  /// `rate` percent in hundredths, or `nil` when it is negative, above 100 % or finer than 0.01 %.
  static func of(_ rate: Decimal) -> Int? {
    let scaled = rate * 100
    guard !scaled.isNaN, scaled >= 0, scaled <= 10_000, scaled == scaled.rounded(scale: 0) else { return nil }
    return NSDecimalNumber(decimal: scaled).intValue
  }

  /// Writes `hundredths` as the portal's rate number: `18`, `0.25`, `1.5`.
  static func text(_ hundredths: Int) -> String {
    let whole = hundredths / 100
    let fraction = hundredths % 100
    if fraction == 0 { return String(whole) }
    if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
