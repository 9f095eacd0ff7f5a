import Foundation
import SharedCore

/// When a GST e-way bill is needed and how long it is valid (CGST Rules, rule 138).
///
/// ```swift
/// BillEWayBillRules.isRequired(for: totals)                          // consignment above ₹50,000
/// try BillEWayBillRules.validityDays(distance: 350)                   // 2
/// try BillEWayBillRules.validityDays(distance: 350, overDimensionalCargo: true)   // 18
/// ```
public enum BillEWayBillRules {
  /// The consignment value above which an e-way bill is required: ₹50,000.
  public static let threshold: Decimal = 50_000
  /// The longest distance an e-way bill accepts, in kilometres.
  public static let maximumDistance = 4000

  /// The consignment value of an invoice (rule 138(1), explanation 2): the value of its goods under
  /// CGST Act s.15, which includes what the invoice charges with them (freight, packing) and less what
  /// it allows off them, with their GST and cess (a reverse-charge supply's tax included), leaving out
  /// exempt, nil-rated and non-GST supplies.
  public static func consignmentValue(of totals: BillTotals) -> Decimal {
    let lines = totals.lines.reduce(Decimal(0)) { sum, line in
      isCounted(line.category) ? sum + line.totalAmount + line.reverseChargeTax.total : sum
    }
    return totals.allowancesAndCharges.reduce(lines) { sum, item in
      guard isCounted(item.category) else { return sum }
      // An allowance's share of the tax is already negative.
      return sum + (item.isCharge ? item.amount : -item.amount) + item.tax.total
    }
  }

  private static func isCounted(_ category: BillTaxCategory) -> Bool {
    switch category {
    case .exempt, .zeroRated, .outsideScope: false
    default: true
    }
  }

  /// Whether moving the invoice's goods needs an e-way bill: a consignment value above `threshold`.
  public static func isRequired(for totals: BillTotals, threshold: Decimal = threshold) -> Bool {
    consignmentValue(of: totals) > threshold
  }

  /// Days of validity for `distance` kilometres: one day per 200 km or part of it, or per 20 km for
  /// over-dimensional cargo.
  /// - Throws: ``BillEWayBillError/distanceOutOfRange(_:)`` unless the distance is 1–4000 km.
  public static func validityDays(distance: Int, overDimensionalCargo: Bool = false) throws(BillEWayBillError) -> Int {
    guard (1...maximumDistance).contains(distance) else { throw .distanceOutOfRange(distance) }
    let perDay = overDimensionalCargo ? 20 : 200
    return (distance + perDay - 1) / perDay
  }

  /// The last day the e-way bill is valid (until midnight): a day runs to the midnight after the day
  /// it starts, so a bill generated on the 16th for one day is valid until the end of the 17th.
  /// - Throws: ``BillEWayBillError/distanceOutOfRange(_:)`` unless the distance is 1–4000 km.
  public static func lastValidDay(
    generatedOn date: CalendarDate, distance: Int, overDimensionalCargo: Bool = false
  ) throws(BillEWayBillError) -> CalendarDate {
    date.adding(days: try validityDays(distance: distance, overDimensionalCargo: overDimensionalCargo))
  }
}
