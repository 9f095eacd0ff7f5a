import Foundation

/// One line's amounts while ``BillCalculator`` totals a draft, before the tax is distributed.
struct BillLineWork {
  var net: Decimal
  var allowance: Decimal
  var charge: Decimal
  var group: Int
  var cessGroup: Int?
  var specificCess: Decimal
  /// For a tax-inclusive line without ad valorem cess: its amount as entered (less any specific cess),
  /// which its taxable value and GST must add up to.
  var inclusive: Decimal? = nil
}
