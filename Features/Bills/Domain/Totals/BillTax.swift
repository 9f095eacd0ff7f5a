import Foundation

/// How a line, allowance or charge is taxed: its category, its rate in percent and, for untaxed
/// categories, why.
///
/// For GST the rate is the whole GST rate (`18`), which an intra-state supply splits into CGST and
/// SGST at half the rate each.
public struct BillTax: Sendable, Hashable, Codable {
  /// The tax category (EN 16931 BT-151 for lines, BT-95 / BT-102 for allowances and charges).
  public var category: BillTaxCategory
  /// The rate in percent (`18`, `0.25`); zero for every category but ``BillTaxCategory/standardRate``.
  public var rate: Decimal
  /// Why the amount is not taxed (EN 16931 BT-120), shown in the tax breakdown.
  public var exemptionReason: String?

  /// A tax treatment.
  public init(category: BillTaxCategory, rate: Decimal, exemptionReason: String? = nil) {
    self.category = category
    self.rate = rate
    self.exemptionReason = exemptionReason
  }

  /// Taxed at `rate` percent.
  public static func standard(_ rate: Decimal) -> BillTax { BillTax(category: .standardRate, rate: rate) }

  /// A GST supply under reverse charge (CGST Act s.9(3) and (4)) at `rate`: the invoice shows the rate
  /// and the tax, which the recipient pays; the document does not charge it.
  public static func reverseCharge(_ rate: Decimal) -> BillTax {
    BillTax(category: .reverseCharge, rate: rate, exemptionReason: "Tax payable on reverse charge")
  }

  /// Not taxed, in `category`, for `reason`.
  public static func untaxed(_ category: BillTaxCategory, reason: String? = nil) -> BillTax {
    BillTax(category: category, rate: 0, exemptionReason: reason)
  }
}
