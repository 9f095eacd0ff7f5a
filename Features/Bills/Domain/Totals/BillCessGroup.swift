import Foundation
import SharedCore

/// The lines with one ad valorem cess rate, while ``BillCalculator`` totals a draft.
struct BillCessGroup {
  let rate: Decimal
  let factor: Decimal
  var taxable: Decimal = 0
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
}
