import Foundation
import SharedCore

/// Quantities in the reports' tables: thousandths of a unit, rounded half up, so SQL sums them exactly.
enum ReportsQuantity {
  /// `quantity` in thousandths, or the nearest representable value for an absurd one.
  static func thousandths(_ quantity: Decimal) -> Int64 {
    let scaled = (quantity * 1000).rounded(scale: 0)
    let clamped = min(max(scaled, Decimal(Int64.min / 2)), Decimal(Int64.max / 2))
    return NSDecimalNumber(decimal: clamped).int64Value
  }

  /// Thousandths back to a quantity.
  static func quantity(_ thousandths: Int64) -> Decimal { Decimal(thousandths) / 1000 }
}
