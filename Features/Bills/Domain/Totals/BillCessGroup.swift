import Foundation
import SharedCore

/// The lines with one ad valorem cess rate, while ``BillCalculator`` totals a draft.
struct BillCessGroup {
  let rate: Decimal
  let factor: Decimal
  /// The cess base: ``lineNet`` with the group's parts of document-level allowances and charges.
  var taxable: Decimal = 0
  /// The sum of its lines' net amounts.
  var lineNet: Decimal = 0
  /// Its lines' net amounts by tax group, over which document-level amounts are apportioned.
  var lineNetByTaxGroup: [Int: Decimal] = [:]
  var members = 0
  var share = BillRoundingShare(total: 0, count: 0)

  init(rate: Decimal) {
    self.rate = rate
    self.factor = rate / 100
  }

  /// Rounds the group's cess half up and prepares to distribute it over the lines.
  mutating func settle(scale: Int) {
    share = BillRoundingShare(total: (taxable * factor).rounded(scale: scale), count: members)
  }

  /// A line's exact cess: its net amount at the rate, scaled by ``taxable`` over ``lineNet`` when
  /// document-level amounts changed the base, so that the lines share the group's cess pro rata.
  func exactCess(of net: Decimal) -> Decimal {
    guard taxable != lineNet, lineNet > 0 else { return net * factor }
    return net * factor * taxable / lineNet
  }
}
